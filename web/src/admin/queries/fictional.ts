import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createFictional, getFictional, listFictional, setRetired, updateFictional, uploadFictionalPhoto, writeFirst, type Fictional, type FictionalFirstMessage, type FictionalInput } from '../api/fictional';

export const fictionalKeys = {
  all: ['admin', 'fictional'] as const,
  one: (id: number) => ['admin', 'fictional', id] as const,
};

export const useFictionalListQuery = () => useQuery({ queryKey: fictionalKeys.all, queryFn: listFictional });

export const useFictionalQuery = (id: number) => useQuery({ queryKey: fictionalKeys.one(id), queryFn: () => getFictional(id), enabled: id > 0 });

/** useSaveFictional creates (id 0) or updates a profile; the answer is the profile as saved. */
export function useSaveFictional(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: FictionalInput) => (id > 0 ? updateFictional(id, input) : createFictional(input)),
    onSuccess: (f: Fictional) => {
      qc.setQueryData(fictionalKeys.one(f.id), f);
      void qc.invalidateQueries({ queryKey: fictionalKeys.all, exact: true });
    },
  });
}

export function useRetireFictional(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (retired: boolean) => setRetired(id, retired),
    onSuccess: (f: Fictional) => {
      qc.setQueryData(fictionalKeys.one(id), f);
      void qc.invalidateQueries({ queryKey: fictionalKeys.all, exact: true });
    },
  });
}

export function useFictionalPhotoUpload(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadFictionalPhoto(id, file),
    onSuccess: (f: Fictional) => qc.setQueryData(fictionalKeys.one(id), f),
  });
}

/** useWriteFirst sends a fictional profile's first message to a member. */
export const useWriteFirst = (id: number) => useMutation({ mutationFn: (body: FictionalFirstMessage) => writeFirst(id, body) });
