import { useEffect, useSyncExternalStore } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteChat, getChats, getChatWith, getMessages, markChatRead, sendMessage, type ChatWith, type SentMessage } from '../api/chats';
import type { User } from '../api/user';
import { memberRefreshInterval } from '../lib/memberRefresh';
import { chatsOf, withChatRead, withMessage, withoutChat, type ChatPages, type MessagePages } from './chatPages';
import { userKeys } from './user';
import { useUser } from './siteState';

// Every key starts with 'chats': the live events `message` and `read` reload them all.
export const chatKeys = {
  all: ['chats'] as const,
  list: ['chats', 'list'] as const,
  with: (memberId: number) => ['chats', 'with', memberId] as const,
  messages: (conversationId: number) => ['chats', 'messages', conversationId] as const,
};

/** sendMessageKey marks the send-message mutations (the push alert asks after the first). */
export const sendMessageKey = ['chats', 'send'] as const;

// SPEC §4, §9: the chats reload every 60 s (300 s with push), like the user and the
// likes; an open conversation's messages every 60 s.
export const chatsRefreshMs = 60_000;

/**
 * useChatsQuery loads the member's conversations page by page (50 a page, the next
 * with the cursor of the one before) and keeps them fresh; visitors have none. Each
 * page carries the totals for the badge.
 */
export function useChatsQuery() {
  const user = useUser();
  return useInfiniteQuery({
    queryKey: chatKeys.list,
    queryFn: ({ pageParam, signal }) => getChats(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: user !== null,
    staleTime: 5_000,
    refetchInterval: memberRefreshInterval,
  });
}

/** useChatWithQuery loads the conversation with a member, which may not exist yet. */
export function useChatWithQuery(memberId: number) {
  return useQuery({ queryKey: chatKeys.with(memberId), queryFn: ({ signal }) => getChatWith(memberId, signal), staleTime: 5_000 });
}

/**
 * useMessagesQuery loads a conversation page by page: the newest messages first, then
 * older ones (before the oldest loaded) while the server says there are more.
 */
export function useMessagesQuery(conversationId: number | null) {
  return useInfiniteQuery({
    queryKey: chatKeys.messages(conversationId ?? 0),
    queryFn: ({ pageParam, signal }) => getMessages(conversationId!, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.more ? last.messages[0]?.id : undefined),
    enabled: conversationId !== null,
    staleTime: 5_000,
    refetchInterval: chatsRefreshMs,
  });
}

/**
 * useSendMessageMutation sends a message to a member. The message shows in the
 * conversation at once, the member's credits become the server's new balance, and a
 * first message turns the empty conversation into a real one.
 */
export function useSendMessageMutation(memberId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: sendMessageKey,
    mutationFn: (text: string) => sendMessage(memberId, text),
    onSuccess: async (sent: SentMessage) => {
      const conversation = sent.message.conversation;
      qc.setQueryData<User | null>(userKeys.me, (u) => u && { ...u, credits: sent.credits });
      const key = chatKeys.messages(conversation);
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<MessagePages>(key);
      const start = qc.getQueryData<ChatWith>(chatKeys.with(memberId));
      if (before) {
        qc.setQueryData<MessagePages>(key, withMessage(before, sent.message));
      } else if (start) {
        const page = { messages: [sent.message], more: false, history_hidden: false, history_limit: null, profile: start.profile, message_cost: start.message_cost, message_length: start.message_length };
        qc.setQueryData<MessagePages>(key, { pages: [page], pageParams: [undefined] });
      }
      qc.setQueryData<ChatWith>(chatKeys.with(memberId), (w) => w && { ...w, conversation, can_start: true });
      await qc.invalidateQueries({ queryKey: chatKeys.list });
    },
  });
}

/** useMarkReadMutation marks a conversation read; its unread count drops to 0 before the answer. */
export function useMarkReadMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markChatRead,
    onMutate: async (conversation: number) => {
      await qc.cancelQueries({ queryKey: chatKeys.list });
      qc.setQueryData<ChatPages>(chatKeys.list, (c) => c && withChatRead(c, conversation));
    },
    onSettled: () => qc.invalidateQueries({ queryKey: chatKeys.list }),
  });
}

function onVisibilityChange(notify: () => void) {
  document.addEventListener('visibilitychange', notify);
  return () => document.removeEventListener('visibilitychange', notify);
}

/** usePageVisible tells whether the member can see the page (the tab is not hidden). */
function usePageVisible(): boolean {
  return useSyncExternalStore(onVisibilityChange, () => document.visibilityState !== 'hidden');
}

/**
 * useReadOnOpen marks the open conversation read whenever the list says it has unread
 * messages: on opening it, and when a message arrives while it is open (SPEC §4). In
 * a hidden tab it waits until the member comes back to it.
 */
export function useReadOnOpen(conversationId: number | null) {
  const chats = useChatsQuery();
  const visible = usePageVisible();
  const unread = chatsOf(chats.data).find((c) => c.conversation === conversationId)?.num_unread_messages ?? 0;
  const { mutate } = useMarkReadMutation();
  useEffect(() => {
    if (conversationId !== null && unread > 0 && visible) mutate(conversationId);
  }, [conversationId, unread, visible, mutate]);
}

/**
 * useDeleteChatMutation deletes a conversation: it leaves the list at once; when the
 * server refuses, the list reloads and the caller shows the error (SPEC §7, §8).
 */
export function useDeleteChatMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteChat,
    onMutate: async (conversation: number) => {
      await qc.cancelQueries({ queryKey: chatKeys.list });
      qc.setQueryData<ChatPages>(chatKeys.list, (c) => c && withoutChat(c, conversation));
    },
    onSuccess: (_void, conversation) => {
      qc.removeQueries({ queryKey: chatKeys.messages(conversation) });
      return qc.invalidateQueries({ queryKey: ['chats', 'with'] });
    },
    onError: () => qc.invalidateQueries({ queryKey: chatKeys.list }),
  });
}
