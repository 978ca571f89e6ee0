// The operators' desk (/api/admin/desk, permission desk; the figures need stats).
import { api } from '../../api/client';
import type { components } from '../../api/schema';
import { adminCall } from './http';

type Schemas = components['schemas'];
export type DeskQueue = Schemas['DeskQueue'];
export type DeskQueueItem = Schemas['DeskQueueItem'];
export type DeskConversation = Schemas['DeskConversation'];
export type DeskProfile = Schemas['DeskProfile'];
export type DeskMessage = Schemas['DeskMessage'];
export type DeskNote = Schemas['DeskNote'];
export type DeskStats = Schemas['DeskStats'];

const conv = (id: number) => ({ params: { path: { conversationId: id } } });

export const getDeskQueue = () => adminCall(api.GET('/api/admin/desk'), '/api/admin/desk');

export const getDeskStats = () => adminCall(api.GET('/api/admin/desk/stats'), '/api/admin/desk/stats');

export const getDeskConversation = (id: number) => adminCall(api.GET('/api/admin/desk/{conversationId}', conv(id)), '/api/admin/desk/{conversationId}');

/** claimDesk claims the conversation, or extends the caller's claim (the heartbeat while typing). */
export const claimDesk = (id: number) => adminCall(api.POST('/api/admin/desk/{conversationId}/claim', conv(id)), '/api/admin/desk/{conversationId}/claim');

export const releaseDesk = (id: number) => adminCall(api.POST('/api/admin/desk/{conversationId}/release', conv(id)), '/api/admin/desk/{conversationId}/release');

export const replyDesk = (id: number, text: string) =>
  adminCall(api.POST('/api/admin/desk/{conversationId}/messages', { ...conv(id), body: { text } }), '/api/admin/desk/{conversationId}/messages');

export const saveDeskNote = (id: number, text: string) =>
  adminCall(api.PUT('/api/admin/desk/{conversationId}/notes', { ...conv(id), body: { text } }), '/api/admin/desk/{conversationId}/notes');

export const flagDeskMember = (id: number, reason: string) =>
  adminCall(api.POST('/api/admin/desk/{conversationId}/flag', { ...conv(id), body: { reason } }), '/api/admin/desk/{conversationId}/flag');

const staffPath = (id: number) => ({ params: { path: { id } } });

/** getStaffLanguages answers the languages a staff member answers at the desk (permission staff). */
export const getStaffLanguages = (id: number) => adminCall(api.GET('/api/admin/staff/{id}/languages', staffPath(id)), '/api/admin/staff/{id}/languages');

export const setStaffLanguages = (id: number, languages: string[]) =>
  adminCall(api.PUT('/api/admin/staff/{id}/languages', { ...staffPath(id), body: { languages } }), '/api/admin/staff/{id}/languages');
