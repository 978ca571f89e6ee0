import { useQuery } from '@tanstack/react-query';
import { getAudit } from '../api/audit';
import type { AuditFilter } from '../api/types';

export const auditKeys = {
  page: (filter: AuditFilter) => ['admin', 'audit', filter] as const,
};

export function useAuditQuery(filter: AuditFilter) {
  return useQuery({ queryKey: auditKeys.page(filter), queryFn: () => getAudit(filter) });
}
