// The account's calls beyond the first screen's (who is logged in, log out, language):
// the screens that make them load this with their own code (issue 22).
import { api, unwrap } from './client';
import { unwrapFields } from './fieldErrors';
import type { components } from './schema';
import type { DeleteAccountInput, ProfileBasics, ProfileBasicsAnswers, ResetPasswordInput, SignupInput } from './user';

type Schemas = components['schemas'];

export const login = (email: string, password: string) => unwrap(api.POST('/api/user', { body: { email, password } }), '/api/user');
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

