import type { InfiniteData } from '@tanstack/react-query';
import type { ChatItem, Chats, Message, MessagePage } from '../api/chats';

/** ChatPages are the loaded pages of the conversation list; each carries the totals over all of them. */
export type ChatPages = InfiniteData<Chats, unknown>;

/** chatsOf lists the loaded conversations, most recent first, each once. */
export function chatsOf(data: ChatPages | undefined): ChatItem[] {
  const seen = new Set<number>();
  return (data?.pages ?? []).flatMap((p) => p.chats).filter((c) => !seen.has(c.conversation) && seen.add(c.conversation));
}

/** unreadOf is the member's unread messages over every conversation, for the badge. */
export function unreadOf(data: ChatPages | undefined): number {
  return data?.pages[0]?.unread_messages ?? 0;
}

/** MessagePages are a conversation's loaded pages: the newest first, each oldest message first. */
export type MessagePages = InfiniteData<MessagePage, unknown>;

/** messagesOf lists the loaded messages of a conversation oldest first, each once. */
export function messagesOf(data: MessagePages | undefined): Message[] {
  if (!data) return [];
  const seen = new Set<number>();
  const out: Message[] = [];
  for (const page of [...data.pages].reverse()) {
    for (const m of page.messages) {
      if (seen.has(m.id)) continue;
      seen.add(m.id);
      out.push(m);
    }
  }
  return out;
}

/** withMessage adds a message just sent to the newest page, unless it is there already. */
export function withMessage(data: MessagePages, message: Message): MessagePages {
  const [newest, ...older] = data.pages;
  if (!newest || newest.messages.some((m) => m.id === message.id)) return data;
  return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
}

/** withoutChat is the list after deleting a conversation, before the server answers (SPEC §4). */
export function withoutChat(data: ChatPages, conversation: number): ChatPages {
  const gone = chatsOf(data).find((c) => c.conversation === conversation);
  if (!gone) return data;
  return {
    ...data,
    pages: data.pages.map((p) => ({
      ...p,
      chats: p.chats.filter((c) => c.conversation !== conversation),
      unread_messages: Math.max(0, p.unread_messages - gone.num_unread_messages),
    })),
  };
}

/** withChatRead is the list after opening a conversation: its unread count is 0 (SPEC §4). */
export function withChatRead(data: ChatPages, conversation: number): ChatPages {
  const read = chatsOf(data).find((c) => c.conversation === conversation);
  if (!read || read.num_unread_messages === 0) return data;
  return {
    ...data,
    pages: data.pages.map((p) => ({
      ...p,
      chats: p.chats.map((c) => (c.conversation === conversation ? { ...c, num_unread_messages: 0 } : c)),
      unread_messages: Math.max(0, p.unread_messages - read.num_unread_messages),
    })),
  };
}
