import { api, unwrap } from './client';

/** postTyping tells the partner in a conversation that the member is typing (the server passes on one per 3 s). */
export const postTyping = (conversationId: number) =>
  unwrap(api.POST('/api/chats/{conversationId}/typing', { params: { path: { conversationId } } }), '/api/chats/{conversationId}/typing').then(() => undefined);
