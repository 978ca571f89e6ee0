import { adminCall } from './http';
import type { AdminPhoto, PhotoAction, PhotoList, PhotoState } from './types';

export const listPhotos = (state: PhotoState, beforeId?: number) =>
  adminCall<PhotoList>('GET', '/api/admin/photos', { query: { state, before_id: beforeId } });

/** photoAction decides on a photo: a rejection or take-down names a reason key (photoRejectReasons) and may add a note. */
export const photoAction = (id: number, action: PhotoAction, decision: { reason?: string; note?: string } = {}) =>
  adminCall<{ photo: AdminPhoto }>('POST', `/api/admin/photos/${id}/${action}`, { body: decision });
