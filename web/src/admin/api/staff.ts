import { api } from '../../api/client';
import { adminCall } from './http';

export const login = (email: string, password: string, totp: string) => adminCall(api.POST('/api/admin/login', { body: { email, password, totp } }), '/api/admin/login');
export const logout = () => adminCall(api.POST('/api/admin/logout'), '/api/admin/logout');
export const getMe = () => adminCall(api.GET('/api/admin/me'), '/api/admin/me');
export const getSessions = () => adminCall(api.GET('/api/admin/sessions'), '/api/admin/sessions');
export const endAllSessions = () => adminCall(api.DELETE('/api/admin/sessions'), '/api/admin/sessions');
export const getSetup = (token: string) => adminCall(api.GET('/api/admin/setup', { params: { query: { token } } }), '/api/admin/setup');
export const completeSetup = (token: string, password: string, totp: string) =>
  adminCall(api.POST('/api/admin/setup', { body: { token, password, totp } }), '/api/admin/setup');
