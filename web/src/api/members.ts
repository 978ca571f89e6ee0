import { request } from './client';
import type { components } from './schema';

/**
 * MemberImage is one photo as the viewer may see it. The URLs are signed and ready to
 * use; clear is false when they point at the blurred copy the server made.
 */
export type MemberImage = components['schemas']['Image'];

/** MemberSummary is a member in search results and lists. */
export type MemberSummary = components['schemas']['MemberCard'];

/** MemberFields are the profile fields the site shows; the others are left out. */
export interface MemberFields {
  gender?: string;
  sexuality?: string;
  age?: number;
  country?: string;
  region?: string;
  city?: string;
  interests?: string[];
  body_type?: string;
  hair_color?: string;
  eye_color?: string;
  relationship_status?: string;
  looking_for?: string;
}

/** Member is a member's profile page: about_me is absent when the site hides notes. */
export interface Member extends MemberSummary {
  fields: MemberFields;
  about_me?: string;
  photos: MemberImage[];
  photo_count: number;
  /** blocked is true when the viewer blocked this member. */
  blocked: boolean;
}

/** MemberSearch is one page of search results. */
export interface MemberSearch {
  results: MemberSummary[];
  num_results: number;
  page: number;
  per_page: number;
}

/** MemberSearchParams are the filters and page of GET /api/members; empty values are left out. */
export interface MemberSearchParams {
  gender?: string;
  country?: string;
  region?: string;
  min_age?: number;
  max_age?: number;
  page?: number;
  per_page?: number;
  /** network and ref carry a visitor's traffic source, on which logged-out search may depend. */
  network?: string;
  ref?: string;
}

/** Place is the nearest known city to a position, with its region and country. */
export interface Place {
  country: string;
  region: string;
  city: string;
  lat: number;
  lon: number;
  distance_km: number;
}

export const searchMembers = (params: MemberSearchParams) =>
  request<MemberSearch>('GET', '/api/members', { query: { ...params } });

export const getMember = (id: string | number) => request<Member>('GET', `/api/members/${encodeURIComponent(id)}`);

export const geocode = (lat: number, lon: number) => request<Place>('GET', '/api/geocode', { query: { lat, lon } });
