import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listPhotos, photoAction } from '../api/photos';
import type { PhotoAction, PhotoRejectReason, PhotoState } from '../api/types';

export const photoKeys = {
  all: ['admin', 'photos'] as const,
  list: (state: PhotoState) => ['admin', 'photos', state] as const,
};

export function usePhotosQuery(state: PhotoState) {
  return useQuery({ queryKey: photoKeys.list(state), queryFn: () => listPhotos(state) });
}

export function usePhotoActionMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; action: PhotoAction; reason?: PhotoRejectReason; note?: string }) => photoAction(v.id, v.action, { reason: v.reason, note: v.note }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin'] }),
  });
}
