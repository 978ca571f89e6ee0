import { request } from './client';

/**
 * UserProfile is the part of the profile the user call carries. The answers given after
 * sign-up are optional here until every fixture and server answer has them; complete
 * says whether they were given.
 */
export interface UserProfile {
  id: number;
  status: string;
  name: string;
  age: number;
  main_image: unknown;
  gender?: string;
  looking_for?: string;
  country?: string;
  region?: string;
  city?: string;
  complete?: boolean;
}

/** User is the member shape of SPEC §3 as GET /api/user answers it. */
export interface User {
  id: number;
  email: string;
  status: 'not_confirmed' | 'active' | 'deleted';
  credits: number;
  paid_user: boolean;
  notifications_disabled: string[];
  profile: UserProfile;
  fictional_icon: boolean;
  language: string;
  signup_date: string;
  /** complete: the profile is shown to others (complete-signup answered and an active main photo). */
  complete: boolean;
  /** missing is what the profile lacks to be complete. */
  missing: ('gender' | 'looking_for' | 'country' | 'city' | 'photo')[];
}

export interface SignupInput {
  name: string;
  email: string;
  password: string;
  date_of_birth: string;
  signup_message: string;
  language: string;
  trafficsource?: { network: string; ref: string; sub1: string; sub2: string; sub3: string };
}

/** ProfileBasics are the answers asked right after sign-up (PUT /api/profile). */
export interface ProfileBasics {
  gender: string;
  looking_for: string;
  country: string;
  region: string;
  city: string;
}

/** deleteReasons are the reasons a member may give for leaving (SPEC §3). */
export const deleteReasons = ['price', 'found_someone', 'not_looking', 'site_problems', 'no_members', 'time', 'other'] as const;
export type DeleteReason = (typeof deleteReasons)[number];

export interface DeleteAccountInput {
  reason: DeleteReason | '';
  remarks: string;
  password: string;
}

export interface ResetPasswordInput {
  token: string;
  password: string;
  password_repeat: string;
}

export const getUser = (signal?: AbortSignal) => request<User>('GET', '/api/user', { signal });
export const login = (email: string, password: string) => request<User>('POST', '/api/user', { body: { email, password } });
export const logout = () => request<void>('POST', '/api/logout');
export const saveLanguage = (language: string) => request<User>('PUT', '/api/user', { body: { language } });
export const signup = (input: SignupInput) => request<User>('POST', '/api/signup', { body: input });
export const activate = (token: string) => request<User>('POST', '/api/activate', { body: { token } });
export const emailSuggestion = (email: string) =>
  request<{ suggestion: string }>('GET', '/api/email-suggestion', { query: { email } });
export const requestPasswordReset = (email: string) => request<void>('POST', '/api/password-reset', { body: { email } });
export const resetPassword = (input: ResetPasswordInput) => request<void>('POST', '/api/password-reset/do', { body: input });
export const changePassword = (old_password: string, new_password: string) =>
  request<void>('POST', '/api/password', { body: { old_password, new_password } });
export const requestEmailChange = (email: string, password: string) =>
  request<void>('POST', '/api/email-change', { body: { email, password } });
export const confirmEmailChange = (token: string) => request<User>('POST', '/api/email-change/do', { body: { token } });
export const undoEmailChange = (token: string) => request<void>('POST', '/api/email-change/undo', { body: { token } });
export const deleteAccount = (input: DeleteAccountInput) => request<void>('DELETE', '/api/user', { body: input });
export const reactivate = (token: string) => request<User>('POST', '/api/reactivate', { body: { token } });
export const saveProfileBasics = (input: ProfileBasics) => request<User>('PUT', '/api/profile', { body: input });
