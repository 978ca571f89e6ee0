import { adminCall } from './http';
import type { SetupDone, SetupInfo, StaffMe, StaffSession } from './types';

export const login = (email: string, password: string, totp: string) => adminCall<StaffMe>('POST', '/api/admin/login', { body: { email, password, totp } });
export const logout = () => adminCall<void>('POST', '/api/admin/logout');
export const getMe = () => adminCall<StaffMe>('GET', '/api/admin/me');
export const getSessions = () => adminCall<StaffSession[]>('GET', '/api/admin/sessions');
export const endAllSessions = () => adminCall<void>('DELETE', '/api/admin/sessions');
export const getSetup = (token: string) => adminCall<SetupInfo>('GET', '/api/admin/setup', { query: { token } });
export const completeSetup = (token: string, password: string, totp: string) =>
  adminCall<SetupDone>('POST', '/api/admin/setup', { body: { token, password, totp } });
