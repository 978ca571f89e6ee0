import { api, unwrap } from './client';
import type { components, operations } from './schema';

type Schemas = components['schemas'];

/**
 * MemberImage is one photo as the viewer may see it. The URLs are signed and ready to
 * use; clear is false when they point at the blurred copy the server made.
 */
export type MemberImage = Schemas['Image'];

/** MemberSummary is a member in search results and lists. */
export type MemberSummary = Schemas['MemberCard'];

/** MemberFields are the profile fields the site shows; the others are left out. */
export type MemberFields = Schemas['MemberFields'];

/** Member is a member's profile page: about_me is absent when the site hides notes; blocked: the viewer blocked them. */
export type Member = Schemas['Member'];

/** MemberSearch is one page of search results. */
export type MemberSearch = operations['searchMembers']['responses']['200']['content']['application/json'];

/** MemberSearchParams are the filters and page of GET /api/members (network and ref: a visitor's traffic source); empty values are left out. */
export type MemberSearchParams = NonNullable<operations['searchMembers']['parameters']['query']>;

/** Place is the nearest known city to a position, with its region and country. */
export type Place = operations['geocode']['responses']['200']['content']['application/json'];

export const searchMembers = (params: MemberSearchParams) => unwrap(api.GET('/api/members', { params: { query: params } }), '/api/members');

export const getMember = (id: string | number) =>
  unwrap(api.GET('/api/members/{id}', { params: { path: { id: Number(id) } } }), '/api/members/{id}');

export const geocode = (lat: number, lon: number) => unwrap(api.GET('/api/geocode', { params: { query: { lat, lon } } }), '/api/geocode');
