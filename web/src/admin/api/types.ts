// The console's view of the /api/admin/ contract (api/openapi.yaml, tag admin).
import type { components, paths } from '../../api/schema';

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
  /** Days (YYYY-MM-DD) in the staff member's time zone, both included. */
  from?: string;
  to?: string;
  before_id?: number;
}

type Schemas = components['schemas'];
type Answer<P extends keyof paths> = paths[P] extends { get: { responses: { 200: { content: { 'application/json': infer T } } } } } ? T : never;

export type MemberRow = Schemas['AdminMemberRow'];
export type MemberList = Answer<'/api/admin/members'>;
export type AdminMember = Schemas['AdminMember'];
export type Tracking = AdminMember['tracking'];
export type LedgerEntry = Schemas['AdminLedgerEntry'];
export type Payment = Schemas['AdminPayment'];
export type MemberSession = Schemas['AdminSession'];
export type MemberDetail = Schemas['AdminMemberDetail'];
export type AdminPhoto = Schemas['AdminPhoto'];
export type PhotoList = Answer<'/api/admin/photos'>;
export type BanGround = Schemas['BanGround'];
export type PhotoRejectReason = Schemas['PhotoRejectReason'];
export type PhotoDecision = Schemas['AdminPhotoDecision'];

export type MemberAction = 'activate' | 'ban' | 'unban' | 'delete' | 'restore' | 'password-reset';

export type PhotoState = 'pending' | 'recent' | 'rejected';
export type PhotoAction = 'approve' | 'reject' | 'takedown';
