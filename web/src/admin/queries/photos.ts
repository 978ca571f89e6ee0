import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listPhotos, photoAction } from '../api/photos';
import type { PhotoAction, PhotoRejectReason, PhotoState } from '../api/types';

export const photoKeys = {
  all: ['admin', 'photos'] as const,
  list: (state: PhotoState, beforeId?: number) => ['admin', 'photos', state, beforeId] as const,
};

export function usePhotosQuery(state: PhotoState, beforeId?: number) {
  return useQuery({ queryKey: photoKeys.list(state, beforeId), queryFn: () => listPhotos(state, beforeId) });
}

export function usePhotoActionMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; action: PhotoAction; reason?: PhotoRejectReason; note?: string }) => photoAction(v.id, v.action, { reason: v.reason, note: v.note }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin'] }),
  });
}
