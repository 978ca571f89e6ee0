// The console's postback calls (permission postbacks, admins; issue 24).
import { api } from '../../api/client';
import type { components } from '../../api/schema';
import { adminCall } from './http';
import { formCall } from './sites';

type Schemas = components['schemas'];
export type PostbackNetwork = Schemas['PostbackNetwork'];
export type PostbackNetworkInput = Schemas['PostbackNetworkInput'];
export type Conversion = Schemas['Conversion'];
export type PostbackAttempt = Schemas['PostbackAttempt'];
export type PostbackStatus = 'pending' | 'sent' | 'failed';

export const listPostbackNetworks = () => adminCall(api.GET('/api/admin/postback-networks'), '/api/admin/postback-networks');
export const savePostbackNetwork = (network: string, body: PostbackNetworkInput) =>
  formCall(api.PUT('/api/admin/postback-networks/{network}', { params: { path: { network } }, body }), '/api/admin/postback-networks/{network}');
export const listPostbacks = (q: { network?: string; status?: PostbackStatus; before?: number }) =>
  adminCall(api.GET('/api/admin/postbacks', { params: { query: q } }), '/api/admin/postbacks');
