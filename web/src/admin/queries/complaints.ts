import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { decideComplaint, getComplaint, listComplaints, type ComplaintDecision, type ComplaintFilter } from '../api/complaints';

export const complaintKeys = {
  all: ['admin', 'complaints'] as const,
  list: (f: ComplaintFilter) => ['admin', 'complaints', 'list', f] as const,
  detail: (id: number) => ['admin', 'complaints', 'detail', id] as const,
};

export function useComplaintsQuery(f: ComplaintFilter) {
  return useQuery({ queryKey: complaintKeys.list(f), queryFn: () => listComplaints(f) });
}

export function useComplaintQuery(id: number) {
  return useQuery({ queryKey: complaintKeys.detail(id), queryFn: () => getComplaint(id) });
}

/** useDecideComplaintMutation decides a complaint; the queue, the members and the photos change with it. */
export function useDecideComplaintMutation(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (d: ComplaintDecision) => decideComplaint(id, d),
    onSuccess: (detail) => {
      qc.setQueryData(complaintKeys.detail(id), detail);
      return qc.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
