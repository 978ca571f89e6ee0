import type { StaffMe } from './api/types';

// The permission names the server gives a role (GET /api/admin/me), from the root
// package's staff.go. The console only hides and disables what a role may not do; the
// server checks every call.
export const perm = {
  membersRead: 'members.read',
  membersActivate: 'members.activate',
  membersBan: 'members.ban',
  membersCredits: 'members.credits',
  membersDelete: 'members.delete',
  membersPasswordReset: 'members.password_reset',
  photosModerate: 'photos.moderate',
  auditRead: 'audit.read',
} as const;

export type Permission = (typeof perm)[keyof typeof perm];

export function can(me: StaffMe | null | undefined, p: Permission): boolean {
  return !!me?.permissions.includes(p);
}
