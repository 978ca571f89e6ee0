import { request } from './client';

/** User is the member shape of SPEC §3 as GET /api/user answers it. */
export interface User {
  id: number;
  email: string;
  status: 'not_confirmed' | 'active' | 'deleted';
  credits: number;
  paid_user: boolean;
  notifications_disabled: string[];
  profile: { id: number; status: string; name: string; age: number; main_image: unknown };
  fictional_icon: boolean;
  language: string;
  signup_date: string;
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

export const getUser = () => request<User>('GET', '/api/user');
export const login = (email: string, password: string) => request<User>('POST', '/api/user', { body: { email, password } });
export const logout = () => request<void>('POST', '/api/logout');
export const saveLanguage = (language: string) => request<User>('PUT', '/api/user', { body: { language } });
export const signup = (input: SignupInput) => request<User>('POST', '/api/signup', { body: input });
export const activate = (token: string) => request<User>('POST', '/api/activate', { body: { token } });
export const emailSuggestion = (email: string) =>
  request<{ suggestion: string }>('GET', '/api/email-suggestion', { query: { email } });
