import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addStaff, disableStaff, listStaff, resetStaff, type StaffRole } from '../api/staffAccounts';

export const staffAccountKeys = { list: ['admin', 'staff-accounts'] as const };

export function useStaffListQuery() {
  return useQuery({ queryKey: staffAccountKeys.list, queryFn: listStaff });
}

function useStaffMutation<V, T>(fn: (v: V) => Promise<T>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: staffAccountKeys.list }) });
}

export const useAddStaffMutation = () => useStaffMutation((v: { email: string; name: string; role: StaffRole }) => addStaff(v));
export const useResetStaffMutation = () => useStaffMutation((id: number) => resetStaff(id));
export const useDisableStaffMutation = () => useStaffMutation((id: number) => disableStaff(id));
