import type { StaffMe } from './api/types';

// The permission names the server gives a role (GET /api/admin/me), from the root
// package's staff.go (StaffPermission). The console only hides and disables what a
// role may not do; the server checks every call.
export const perm = {
  membersRead: 'members.read',
  /** activate, ban and unban, delete and restore */
  membersWrite: 'members.write',
  /** activate, password-reset link, credit corrections up to the support limit */
  membersSupport: 'members.support',
  /** credit corrections of any size */
  credits: 'credits',
  photos: 'photos',
  /** the complaints queue and decisions (DSA notices), and the members operators flagged at the desk */
  complaints: 'complaints',
  audit: 'audit',
  /** site settings, and the fictional profiles: admins only */
  sites: 'sites',
  /** packages, discount codes, the direct-debit blocklist */
  money: 'money',
  stats: 'stats',
  staff: 'staff',
  /** the operators' chat desk */
  desk: 'desk',
  /** the networks' postbacks and their attempts: admins only */
  postbacks: 'postbacks',
} as const satisfies Record<string, StaffMe['permissions'][number]>;

export type Permission = (typeof perm)[keyof typeof perm];

export function can(me: StaffMe | null | undefined, p: Permission): boolean {
  return !!me?.permissions.includes(p);
}

/** homePath is where a staff member lands after logging in: operators at the desk, the
 * others at the members' search. */
export function homePath(me: StaffMe | null | undefined): string {
  if (can(me, perm.membersRead)) return '/admin/members';
  if (can(me, perm.desk)) return '/admin/desk';
  return '/admin/sessions';
}
