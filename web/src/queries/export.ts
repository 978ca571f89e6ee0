import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getExport, requestExport, type DataExport } from '../api/export';

export const exportKeys = { latest: ['export'] as const };

/** exportPollMs is how often the state is read again while the ZIP is being prepared. */
export const exportPollMs = 3000;

/** useExportQuery reads the member's newest data export, again every few seconds while it is being prepared. */
export function useExportQuery() {
  return useQuery({
    queryKey: exportKeys.latest,
    queryFn: getExport,
    refetchInterval: (query) => (query.state.data?.status === 'preparing' ? exportPollMs : false),
  });
}

/** useRequestExportMutation asks for a new export and shows it as the newest at once. */
export function useRequestExportMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: requestExport,
    onSuccess: (e: DataExport | null) => qc.setQueryData(exportKeys.latest, e),
  });
}
