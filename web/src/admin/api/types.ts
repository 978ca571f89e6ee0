// The console's view of the /api/admin/ contract (api/openapi.yaml, tag admin).

/** StaffMe is the signed-in staff member and what their role may do. */
export interface StaffMe {
  id: number;
  email: string;
  name: string;
  role: string;
  permissions: string[];
  totp_enabled: boolean;
}

export interface StaffSession {
  id: number | string;
  current: boolean;
  created_at: string;
  last_seen_at: string;
  ip: string;
  user_agent: string;
}

export interface SetupInfo {
  email: string;
  totp_secret: string;
  totp_uri: string;
}

export interface SetupDone {
  recovery_codes: string[];
  me: StaffMe;
}

export interface AuditEntry {
  id: number;
  at: string;
  staff_id: number;
  staff_email: string;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  reason: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  next_before_id?: number | null;
}

export interface AuditFilter {
  staff_id?: string;
  action?: string;
  target_type?: string;
  target_id?: string;
  before_id?: number;
}

export interface MemberRow {
  id: number;
  email: string;
  name: string;
  status: string;
  country: string;
  site: string;
  created_at: string;
  last_login_at?: string | null;
  credits: number;
  premium: boolean;
  photo_url?: string | null;
}

export interface MemberList {
  members: MemberRow[];
  next_before_id?: number | null;
}

export interface Tracking {
  network?: string;
  ref?: string;
  sub1?: string;
  sub2?: string;
  sub3?: string;
}

/** Row is one line of a member's ledger, payments, sessions or logins, as the server sends it. */
export type Row = Record<string, unknown>;

export interface MemberDetail {
  member: MemberRow & { tracking?: Tracking } & Record<string, unknown>;
  photos: { id: number; url: string; status: string }[];
  ledger: Row[];
  payments: Row[];
  sessions: Row[];
  logins: Row[];
  counts: { likes_given: number; likes_received: number; chats: number; messages_sent: number; complaints: number };
}

export type MemberAction = 'activate' | 'ban' | 'unban' | 'delete' | 'restore' | 'password-reset';

export type PhotoState = 'pending' | 'recent' | 'rejected';
export type PhotoAction = 'approve' | 'reject' | 'takedown';

export interface AdminPhoto {
  id: number;
  member_id: number;
  member_name: string;
  url: string;
  status: string;
  uploaded_at: string;
  reason?: string | null;
}

export interface PhotoList {
  photos: AdminPhoto[];
  next_before_id?: number | null;
}
