import { api } from '../../api/client';
import { adminCall } from './http';
import type { PhotoAction, PhotoDecision, PhotoState } from './types';

export const listPhotos = (state: PhotoState, beforeId?: number) =>
  adminCall(api.GET('/api/admin/photos', { params: { query: { state, before_id: beforeId } } }), '/api/admin/photos');

/** photoAction decides on a photo: a rejection or take-down names a reason key (rejectReasons) and may add a note. */
export function photoAction(id: number, action: PhotoAction, decision: PhotoDecision = {}) {
  const init = { params: { path: { photoId: id } }, body: decision };
  const path = `/api/admin/photos/{photoId}/${action}`;
  switch (action) {
    case 'approve':
      return adminCall(api.POST('/api/admin/photos/{photoId}/approve', init), path);
    case 'reject':
      return adminCall(api.POST('/api/admin/photos/{photoId}/reject', init), path);
    case 'takedown':
      return adminCall(api.POST('/api/admin/photos/{photoId}/takedown', init), path);
  }
}
