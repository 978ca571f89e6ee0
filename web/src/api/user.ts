import { api, unwrap } from './client';
import { unwrapFields } from './fieldErrors';
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
export const login = (email: string, password: string) => unwrap(api.POST('/api/user', { body: { email, password } }), '/api/user');
export const logout = () => unwrap(api.POST('/api/logout'), '/api/logout').then(() => undefined);
export const saveLanguage = (language: string) => unwrap(api.PUT('/api/user', { body: { language } }), '/api/user');
export const signup = (input: SignupInput) => unwrapFields(api.POST('/api/signup', { body: input }), '/api/signup');
export const activate = (token: string) => unwrap(api.POST('/api/activate', { body: { token } }), '/api/activate');
export const emailSuggestion = (email: string) =>
  unwrap(api.GET('/api/email-suggestion', { params: { query: { email } } }), '/api/email-suggestion');
export const requestPasswordReset = (email: string) =>
  unwrap(api.POST('/api/password-reset', { body: { email } }), '/api/password-reset').then(() => undefined);
export const resetPassword = (input: ResetPasswordInput) =>
  unwrap(api.POST('/api/password-reset/do', { body: input }), '/api/password-reset/do').then(() => undefined);
export const changePassword = (old_password: string, new_password: string) =>
  unwrap(api.POST('/api/password', { body: { old_password, new_password } }), '/api/password').then(() => undefined);
export const requestEmailChange = (email: string, password: string) =>
  unwrap(api.POST('/api/email-change', { body: { email, password } }), '/api/email-change').then(() => undefined);
export const confirmEmailChange = (token: string) => unwrap(api.POST('/api/email-change/do', { body: { token } }), '/api/email-change/do');
export const undoEmailChange = (token: string) =>
  unwrap(api.POST('/api/email-change/undo', { body: { token } }), '/api/email-change/undo').then(() => undefined);
/** deleteAccount sends the leaving form; a reason left '' reaches the server, which answers which field is missing. */
export const deleteAccount = (input: DeleteAccountInput) =>
  unwrap(api.DELETE('/api/user', { body: input as Schemas['DeleteRequest'] }), '/api/user').then(() => undefined);
export const reactivate = (token: string) => unwrap(api.POST('/api/reactivate', { body: { token } }), '/api/reactivate');
export const saveProfileBasics = (input: ProfileBasicsAnswers) => unwrap(api.PUT('/api/profile', { body: input as ProfileBasics }), '/api/profile');
