import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listPostbackNetworks, listPostbacks, savePostbackNetwork, type PostbackNetworkInput, type PostbackStatus } from '../api/postbacks';

export const postbackKeys = {
  networks: ['admin', 'postbacks', 'networks'] as const,
  list: (network: string, status: string) => ['admin', 'postbacks', 'list', network, status] as const,
};

export const usePostbackNetworksQuery = () => useQuery({ queryKey: postbackKeys.networks, queryFn: listPostbackNetworks });

/** usePostbacksQuery lists the newest postbacks; it refreshes every 5 s, since the jobs send them in the background. */
export function usePostbacksQuery(network: string, status: PostbackStatus | '') {
  return useQuery({
    queryKey: postbackKeys.list(network, status),
    queryFn: () => listPostbacks({ network: network || undefined, status: status || undefined }),
    placeholderData: keepPreviousData,
    refetchInterval: 5_000,
  });
}

export function useSavePostbackNetworkMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { network: string; body: PostbackNetworkInput }) => savePostbackNetwork(v.network, v.body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['admin', 'postbacks'] }),
  });
}
