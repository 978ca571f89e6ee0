import { api } from '../../api/client';
import type { components } from '../../api/schema';
import { adminCall } from './http';

export type StaffAccount = components['schemas']['StaffAccount'];
export type StaffSetupLink = components['schemas']['StaffSetupLink'];
export type StaffRole = StaffAccount['role'];
export const staffRoles: StaffRole[] = ['admin', 'moderator', 'support', 'operator'];

export const listStaff = () => adminCall(api.GET('/api/admin/staff'), '/api/admin/staff');
export const addStaff = (body: { email: string; name: string; role: StaffRole }) => adminCall(api.POST('/api/admin/staff', { body }), '/api/admin/staff');
export const resetStaff = (id: number) =>
  adminCall(api.POST('/api/admin/staff/{id}/reset', { params: { path: { id } } }), '/api/admin/staff/{id}/reset');
export const disableStaff = (id: number) =>
  adminCall(api.POST('/api/admin/staff/{id}/disable', { params: { path: { id } } }), '/api/admin/staff/{id}/disable');
