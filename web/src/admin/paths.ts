// The console's client routes, all under /admin/ (the binary serves admin.html there).
export const adminPaths = {
  login: '/admin/login',
  setup: '/admin/setup',
  members: '/admin/members',
  member: (id: number | string) => `/admin/members/${id}`,
  photos: '/admin/photos',
  complaints: '/admin/complaints',
  complaint: (id: number | string) => `/admin/complaints/${id}`,
  fictional: '/admin/fictional',
  fictionalNew: '/admin/fictional/new',
  fictionalProfile: (id: number | string) => `/admin/fictional/${id}`,
  flags: '/admin/flags',
  audit: '/admin/audit',
  sessions: '/admin/sessions',
  sites: '/admin/sites',
  siteNew: '/admin/sites/new',
  site: (host: string) => `/admin/sites/${encodeURIComponent(host)}`,
  packages: '/admin/packages',
  discounts: '/admin/discounts',
  blocklist: '/admin/blocklist',
  stats: '/admin/stats',
  postbacks: '/admin/postbacks',
  staff: '/admin/staff',
  desk: '/admin/desk',
  deskConversation: (id: number | string) => `/admin/desk/${id}`,
  deskSupervisor: '/admin/desk-supervisor',
} as const;

/** endedLogin is the login page with the "session ended" note. */
export const endedLogin = `${adminPaths.login}?ended=1`;
