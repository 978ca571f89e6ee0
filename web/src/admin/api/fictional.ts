// The console's fictional profiles (/api/admin/fictional, admins only).
import { api, clientHeader } from '../../api/client';
import type { components } from '../../api/schema';
import { adminCall } from './http';

export type Fictional = components['schemas']['AdminFictional'];
export type FictionalInput = components['schemas']['AdminFictionalInput'];

export const listFictional = () => adminCall(api.GET('/api/admin/fictional'), '/api/admin/fictional');

export const getFictional = (id: number) =>
  adminCall(api.GET('/api/admin/fictional/{fictionalId}', { params: { path: { fictionalId: id } } }), '/api/admin/fictional/{fictionalId}');

export const createFictional = (body: FictionalInput) => adminCall(api.POST('/api/admin/fictional', { body }), '/api/admin/fictional');

export const updateFictional = (id: number, body: FictionalInput) =>
  adminCall(api.PUT('/api/admin/fictional/{fictionalId}', { params: { path: { fictionalId: id } }, body }), '/api/admin/fictional/{fictionalId}');

/** setRetired retires a profile (out of search, swipe and the match finder) or shows it again. */
export function setRetired(id: number, retired: boolean) {
  const init = { params: { path: { fictionalId: id } } };
  return retired
    ? adminCall(api.POST('/api/admin/fictional/{fictionalId}/retire', init), '/api/admin/fictional/{fictionalId}/retire')
    : adminCall(api.POST('/api/admin/fictional/{fictionalId}/restore', init), '/api/admin/fictional/{fictionalId}/restore');
}

/** uploadFictionalPhoto sends a photo as the multipart field "photo"; the server processes it as members' uploads. */
export function uploadFictionalPhoto(id: number, file: File) {
  const form = new FormData();
  form.append('photo', file);
  return adminCall(
    api.POST('/api/admin/fictional/{fictionalId}/photos', {
      params: { path: { fictionalId: id } },
      body: form as never,
      bodySerializer: (b: unknown) => b as FormData,
      headers: clientHeader,
    }),
    '/api/admin/fictional/{fictionalId}/photos',
  );
}

export type FictionalFirstMessage = { member_id: number; text: string };

/** writeFirst lets the profile write first to a member, when the member's site allows it (fictional_first_messages). */
export const writeFirst = (id: number, body: FictionalFirstMessage) =>
  adminCall(
    api.POST('/api/admin/fictional/{fictionalId}/conversations', { params: { path: { fictionalId: id } }, body }),
    '/api/admin/fictional/{fictionalId}/conversations',
  );
