import { api, unwrap } from './client';
import type { components, paths } from './schema';

type Schemas = components['schemas'];

/** UserProfile is the part of the profile the user call carries; complete says whether complete-signup was answered. */
export type UserProfile = Schemas['UserProfile'];

/** User is the member shape of SPEC §3 as GET /api/user answers it. */
export type User = Schemas['User'];

export type SignupInput = Schemas['SignupForm'];

/** ProfileBasics are the answers asked right after sign-up (PUT /api/profile). */
export type ProfileBasics = Schemas['ProfileBasics'];

/** ProfileBasicsAnswers are the complete-signup answers as the wizard keeps them: '' until chosen (the server names what is missing). */
export type ProfileBasicsAnswers = Omit<ProfileBasics, 'gender' | 'looking_for'> & { gender: string; looking_for: string };

export type DeleteReason = Schemas['DeleteRequest']['reason'];

/** deleteReasons are the reasons a member may give for leaving (SPEC §3), in the form's order. */
export const deleteReasons = ['price', 'found_someone', 'not_looking', 'site_problems', 'no_members', 'time', 'other'] as const satisfies readonly DeleteReason[];

/** DeleteAccountInput is the leaving form: the reason is '' until one is chosen (the server refuses that). */
export type DeleteAccountInput = Required<Omit<Schemas['DeleteRequest'], 'reason'>> & { reason: DeleteReason | '' };

export type ResetPasswordInput = paths['/api/password-reset/do']['post']['requestBody']['content']['application/json'];

export const getUser = (signal?: AbortSignal) => unwrap(api.GET('/api/user', { signal }), '/api/user');
/**
 * getUserOrVisitor asks with ?optional=1: the server answers a visitor 204 (null here)
 * instead of a 403, which the browser would log as an error on every logged-out load.
 */
export const getUserOrVisitor = (signal?: AbortSignal) =>
  unwrap(api.GET('/api/user', { params: { query: { optional: '1' } }, signal }), '/api/user').then((u) => u ?? null);
export const logout = () => unwrap(api.POST('/api/logout'), '/api/logout').then(() => undefined);
export const saveLanguage = (language: string) => unwrap(api.PUT('/api/user', { body: { language } }), '/api/user');
