import { api, unwrap } from './client';
import type { components } from './schema';

/** Chats is a page of the member's conversation list (SPEC §3 chat items), the cursor of the next, and the totals for the Messages badge. */
export type Chats = components['schemas']['Chats'];

/** ChatItem is one conversation in the list: the partner's card, the last message and the unread count. */
export type ChatItem = components['schemas']['ChatItem'];

/** ChatWith is the conversation with one member: its id (null before the first message) and what writing costs. */
export type ChatWith = components['schemas']['ChatWith'];

/** Message is one chat message; mine tells who wrote it, status whether the partner has read it. */
export type Message = components['schemas']['Message'];

/** MessagePage is a page of a conversation, oldest first, with the partner and the message cost. */
export type MessagePage = components['schemas']['MessagePage'];

/** SentMessage is a sent message and the sender's credits after paying for it. */
export type SentMessage = components['schemas']['SentMessage'];

/** getChats loads a page of conversations: the newest, or those after the cursor before (the previous page's next). */
export const getChats = (before?: string, signal?: AbortSignal) => unwrap(api.GET('/api/chats', { params: { query: { before } }, signal }), '/api/chats');

export const getChatWith = (memberId: number, signal?: AbortSignal) =>
  unwrap(api.GET('/api/chats/with/{memberId}', { params: { path: { memberId } }, signal }), '/api/chats/with/{memberId}');

/** getMessages loads the newest messages of a conversation, or those before the message id before. */
export const getMessages = (conversationId: number, before?: number, signal?: AbortSignal) =>
  unwrap(
    api.GET('/api/chats/{conversationId}/messages', { params: { path: { conversationId }, query: { before } }, signal }),
    '/api/chats/{conversationId}/messages',
  );

export const sendMessage = (memberId: number, text: string) =>
  unwrap(api.POST('/api/members/{memberId}/messages', { params: { path: { memberId } }, body: { text } }), '/api/members/{memberId}/messages');

export const markChatRead = (conversationId: number) =>
  unwrap(api.POST('/api/chats/{conversationId}/read', { params: { path: { conversationId } } }), '/api/chats/{conversationId}/read').then(() => undefined);

/** deleteChat removes a conversation from the member's list (SPEC §7 DELETE /api/chat.php). */
export const deleteChat = (conversationId: number) =>
  unwrap(api.DELETE('/api/chat', { body: { conversation: conversationId } }), '/api/chat').then(() => undefined);
