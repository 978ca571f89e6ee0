// The console's view of the /api/admin/ contract (api/openapi.yaml, tag admin).
import type { components } from '../../api/schema';

export type StaffMe = components['schemas']['StaffMe'];
export type StaffSession = components['schemas']['StaffSession'];
export type SetupInfo = components['schemas']['StaffSetupInfo'];
export type SetupDone = components['schemas']['StaffSetupDone'];
export type AuditEntry = components['schemas']['AuditEntry'];
export type AuditPage = components['schemas']['AuditPage'];

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
  last_login_at: string | null;
  credits: number;
  premium: boolean;
  photo_url: string | null;
}

export interface MemberList {
  members: MemberRow[];
  next_before_id: number | null;
}

export interface Tracking {
  network: string;
  ref: string;
  sub1: string;
  sub2: string;
  sub3: string;
}

export interface AdminMember {
  id: number;
  email: string;
  name: string;
  status: string;
  gender: string;
  age: number;
  country: string;
  region: string;
  city: string;
  language: string;
  site: string;
  created_at: string;
  activated: boolean;
  premium: boolean;
  credits: number;
  about: string;
  tracking: Tracking;
  banned_at: string | null;
  deleted_at: string | null;
  restorable_until: string | null;
}

export interface LedgerEntry {
  id: number;
  amount: number;
  reason: string;
  ref: string;
  created_at: string;
}

export interface Payment {
  id: number;
  package_id: number;
  credits: number;
  method: string;
  /** amount in cents of currency */
  amount: number;
  currency: string;
  discount_code: string;
  provider: string;
  provider_payment_id: string;
  status: string;
  country: string;
  created_at: string;
  paid_at: string | null;
}

export interface MemberSession {
  created_at: string;
  expires_at?: string | null;
  ip: string;
  user_agent: string;
}

export interface MemberDetail {
  member: AdminMember;
  photos: AdminPhoto[];
  ledger: LedgerEntry[];
  payments: Payment[];
  sessions: MemberSession[];
  logins: MemberSession[];
  counts: { likes_given: number; likes_received: number; chats: number; messages_sent: number };
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
  main: boolean;
  uploaded_at: string;
  /** the reason key of a rejection (photoRejectReasons), '' otherwise */
  reason: string;
  note: string;
}

export interface PhotoList {
  photos: AdminPhoto[];
  next_before_id: number | null;
}
