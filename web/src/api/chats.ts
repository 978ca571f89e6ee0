import { request } from './client';
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
export const getChats = (before?: string, signal?: AbortSignal) => request<Chats>('GET', '/api/chats', { query: { before }, signal });

export const getChatWith = (memberId: number, signal?: AbortSignal) => request<ChatWith>('GET', `/api/chats/with/${memberId}`, { signal });

/** getMessages loads the newest messages of a conversation, or those before the message id before. */
export const getMessages = (conversationId: number, before?: number, signal?: AbortSignal) =>
  request<MessagePage>('GET', `/api/chats/${conversationId}/messages`, { query: { before }, signal });

export const sendMessage = (memberId: number, text: string) => request<SentMessage>('POST', `/api/members/${memberId}/messages`, { body: { text } });

export const markChatRead = (conversationId: number) => request<void>('POST', `/api/chats/${conversationId}/read`);

/** deleteChat removes a conversation from the member's list (SPEC §7 DELETE /api/chat.php). */
export const deleteChat = (conversationId: number) => request<void>('DELETE', '/api/chat', { body: { conversation: conversationId } });
