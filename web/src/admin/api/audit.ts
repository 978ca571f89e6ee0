import { adminCall } from './http';
import type { AuditFilter, AuditPage } from './types';

export const auditPageSize = 50;

export const getAudit = (filter: AuditFilter) => adminCall<AuditPage>('GET', '/api/admin/audit', { query: { ...filter, limit: auditPageSize } });
