import { adminCall } from './http';
import type { PhotoAction, PhotoList, PhotoState } from './types';

export const listPhotos = (state: PhotoState, beforeId?: number) =>
  adminCall<PhotoList>('GET', '/api/admin/photos', { query: { state, before_id: beforeId } });
export const photoAction = (id: number, action: PhotoAction, reason: string) =>
  adminCall<unknown>('POST', `/api/admin/photos/${id}/${action}`, { body: { reason } });
