import { api } from '../../api/client';
import { adminCall } from './http';
import type { AuditFilter } from './types';

export const auditPageSize = 50;

// The filter form holds text; ids go to the server as numbers.
const id = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

// The filter's days are the staff member's own: from the start of `from` to the end of
// `to` in the browser's time zone, sent as times (the API takes times or UTC days).
const dayStart = (day: string | undefined, after = 0) => {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return day || undefined;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + after).toISOString();
};

export const getAudit = (f: AuditFilter) =>
  adminCall(
    api.GET('/api/admin/audit', {
      params: {
        query: { staff_id: id(f.staff_id), action: f.action, target_type: f.target_type, target_id: id(f.target_id), from: dayStart(f.from), to: dayStart(f.to, 1), before_id: f.before_id, limit: auditPageSize },
      },
    }),
    '/api/admin/audit',
  );
