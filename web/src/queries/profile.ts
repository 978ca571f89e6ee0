import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deletePhoto, getOwnProfile, orderPhotos, saveProfile, setMainPhoto, uploadPhoto, type OwnProfile, type ProfileDraft } from '../api/profile';
import { inOrder } from '../lib/photoOrder';
import { userKeys } from './user';

export const profileKeys = { own: ['profile', 'own'] as const };

export function useOwnProfileQuery() {
  return useQuery({ queryKey: profileKeys.own, queryFn: getOwnProfile });
}

/** refreshPhotos reloads the own profile and the user, whose main_image follows the photos. */
function refreshPhotos(qc: QueryClient) {
  return Promise.all([qc.invalidateQueries({ queryKey: profileKeys.own }), qc.invalidateQueries({ queryKey: userKeys.me })]);
}

/** useUpdateProfileMutation saves profile fields; the answer is the user, the own profile reloads. */
export function useUpdateProfileMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileDraft) => saveProfile(input),
    onSuccess: (user) => {
      qc.setQueryData(userKeys.me, user);
      return qc.invalidateQueries({ queryKey: profileKeys.own });
    },
  });
}

export interface UploadPhotoInput {
  file: File;
  onProgress?: (sent: number) => void;
}

export function useUploadPhotoMutation() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: ({ file, onProgress }: UploadPhotoInput) => uploadPhoto(file, onProgress), onSuccess: () => refreshPhotos(qc) });
}

export function useDeletePhotoMutation() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: number) => deletePhoto(id), onSuccess: () => refreshPhotos(qc) });
}

export function useSetMainPhotoMutation() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: number) => setMainPhoto(id), onSuccess: () => refreshPhotos(qc) });
}

/**
 * useOrderPhotosMutation saves a new order of the member's photos. The own profile shows
 * it at once (the first photo that is not rejected is the main one, as on the server);
 * a refused order puts back what the server has.
 */
export function useOrderPhotosMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[]) => orderPhotos(ids),
    onMutate: async (ids) => {
      await qc.cancelQueries({ queryKey: profileKeys.own });
      const before = qc.getQueryData<OwnProfile>(profileKeys.own);
      if (before) {
        const own = before.photos.filter((p): p is typeof p & { id: number } => p.id !== undefined);
        qc.setQueryData<OwnProfile>(profileKeys.own, { ...before, photos: inOrder(own, ids) });
      }
    },
    onSettled: () => refreshPhotos(qc),
  });
}
