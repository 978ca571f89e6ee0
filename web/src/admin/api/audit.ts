import { api } from '../../api/client';
import { adminCall } from './http';
import type { AuditFilter } from './types';

export const auditPageSize = 50;

// The filter form holds text; ids go to the server as numbers.
const id = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

export const getAudit = (f: AuditFilter) =>
  adminCall(
    api.GET('/api/admin/audit', {
      params: {
        query: { staff_id: id(f.staff_id), action: f.action, target_type: f.target_type, target_id: id(f.target_id), before_id: f.before_id, limit: auditPageSize },
      },
    }),
    '/api/admin/audit',
  );
