// The console's client routes, all under /admin/ (the binary serves admin.html there).
export const adminPaths = {
  login: '/admin/login',
  setup: '/admin/setup',
  members: '/admin/members',
  member: (id: number | string) => `/admin/members/${id}`,
  photos: '/admin/photos',
  audit: '/admin/audit',
  sessions: '/admin/sessions',
  stats: '/admin/stats',
  staff: '/admin/staff',
} as const;

/** endedLogin is the login page with the "session ended" note. */
export const endedLogin = `${adminPaths.login}?ended=1`;
