import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  claimDesk,
  flagDeskMember,
  getDeskConversation,
  getDeskQueue,
  getDeskStats,
  getStaffLanguages,
  releaseDesk,
  replyDesk,
  saveDeskNote,
  setStaffLanguages,
  type DeskConversation,
} from '../api/desk';

export const deskKeys = {
  queue: ['admin', 'desk', 'queue'] as const,
  stats: ['admin', 'desk', 'stats'] as const,
  conversation: (id: number) => ['admin', 'desk', 'conversation', id] as const,
  staffLanguages: (id: number) => ['admin', 'desk', 'staffLanguages', id] as const,
};

/** How often the queue and the supervisor's figures are read again: the console has no staff event stream. */
export const deskRefreshMs = 5_000;
/** How often an open answer screen looks for the member's new messages. */
export const conversationRefreshMs = 10_000;

export const useDeskQueueQuery = () => useQuery({ queryKey: deskKeys.queue, queryFn: getDeskQueue, refetchInterval: deskRefreshMs });

export const useDeskStatsQuery = () => useQuery({ queryKey: deskKeys.stats, queryFn: getDeskStats, refetchInterval: deskRefreshMs });

/** useDeskConversationQuery reads the answer screen; a lost claim (409) is an error, never retried. */
export const useDeskConversationQuery = (id: number) =>
  useQuery({ queryKey: deskKeys.conversation(id), queryFn: () => getDeskConversation(id), refetchInterval: conversationRefreshMs, retry: false, enabled: id > 0 });

export function useClaimMutation() {
  return useMutation({ mutationFn: (id: number) => claimDesk(id) });
}

export function useReleaseMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => releaseDesk(id),
    onSettled: () => void qc.invalidateQueries({ queryKey: deskKeys.queue }),
  });
}

export function useReplyMutation(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => replyDesk(id, text),
    onSuccess: () => {
      qc.removeQueries({ queryKey: deskKeys.conversation(id) });
      void qc.invalidateQueries({ queryKey: deskKeys.queue });
    },
  });
}

export function useSaveNoteMutation(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => saveDeskNote(id, text),
    onSuccess: (notes) => qc.setQueryData<DeskConversation>(deskKeys.conversation(id), (c) => (c ? { ...c, notes } : c)),
  });
}

export function useFlagMutation(id: number) {
  return useMutation({ mutationFn: (reason: string) => flagDeskMember(id, reason) });
}

export const useStaffLanguagesQuery = (id: number) => useQuery({ queryKey: deskKeys.staffLanguages(id), queryFn: () => getStaffLanguages(id) });

export function useSetStaffLanguagesMutation(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (languages: string[]) => setStaffLanguages(id, languages),
    onSuccess: (answer) => qc.setQueryData(deskKeys.staffLanguages(id), answer),
  });
}
