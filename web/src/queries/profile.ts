import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deletePhoto, getOwnProfile, saveProfile, setMainPhoto, uploadPhoto, type ProfileDraft } from '../api/profile';
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
