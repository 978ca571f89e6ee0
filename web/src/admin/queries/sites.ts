import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addBlock,
  createDiscount,
  createPackage,
  createSite,
  disablePackage,
  type DiscountInput,
  type DiscountState,
  expireDiscount,
  getSite,
  listBlocks,
  listDiscounts,
  listPackages,
  listSites,
  type PackageInput,
  previewSite,
  removeBlock,
  type SiteCreate,
  type SitePatch,
  updatePackage,
  updateSite,
} from '../api/sites';

export const sitesKeys = {
  list: ['admin', 'sites'] as const,
  site: (host: string) => ['admin', 'sites', host] as const,
  packages: ['admin', 'packages'] as const,
  discounts: (status: string) => ['admin', 'discounts', status] as const,
  allDiscounts: ['admin', 'discounts'] as const,
  blocks: ['admin', 'blocks'] as const,
};

export const useSitesQuery = () => useQuery({ queryKey: sitesKeys.list, queryFn: listSites });
export const useSiteQuery = (host: string) => useQuery({ queryKey: sitesKeys.site(host), queryFn: () => getSite(host) });

export function useUpdateSiteMutation(host: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: SitePatch) => updateSite(host, patch),
    onSuccess: (site) => {
      qc.setQueryData(sitesKeys.site(host), site);
      void qc.invalidateQueries({ queryKey: sitesKeys.list, exact: true });
    },
  });
}

export function useCreateSiteMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (site: SiteCreate) => createSite(site),
    onSuccess: (site) => {
      qc.setQueryData(sitesKeys.site(site.host), site);
      void qc.invalidateQueries({ queryKey: sitesKeys.list, exact: true });
    },
  });
}

export const usePreviewSiteMutation = (host: string) => useMutation({ mutationFn: (patch: SitePatch) => previewSite(host, patch) });

export const usePackagesQuery = () => useQuery({ queryKey: sitesKeys.packages, queryFn: listPackages });

export function useSavePackageMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id?: number; input: PackageInput }) => (v.id ? updatePackage(v.id, v.input) : createPackage(v.input)),
    onSuccess: () => void qc.invalidateQueries({ queryKey: sitesKeys.packages }),
  });
}

export function useDisablePackageMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; reason: string }) => disablePackage(v.id, v.reason),
    onSuccess: () => void qc.invalidateQueries({ queryKey: sitesKeys.packages }),
  });
}

export const useDiscountsQuery = (status: DiscountState | '') =>
  useQuery({ queryKey: sitesKeys.discounts(status), queryFn: () => listDiscounts(status || undefined) });

export function useCreateDiscountMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (d: DiscountInput) => createDiscount(d),
    onSuccess: () => void qc.invalidateQueries({ queryKey: sitesKeys.allDiscounts }),
  });
}

export function useExpireDiscountMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { code: string; reason: string }) => expireDiscount(v.code, v.reason),
    onSuccess: () => void qc.invalidateQueries({ queryKey: sitesKeys.allDiscounts }),
  });
}

export const useBlocksQuery = () => useQuery({ queryKey: sitesKeys.blocks, queryFn: listBlocks });

export function useAddBlockMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { kind: 'iban' | 'phone'; value: string; reason: string }) => addBlock(v.kind, v.value, v.reason),
    onSuccess: () => void qc.invalidateQueries({ queryKey: sitesKeys.blocks }),
  });
}

export function useRemoveBlockMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { ref: string; reason: string }) => removeBlock(v.ref, v.reason),
    onSuccess: () => void qc.invalidateQueries({ queryKey: sitesKeys.blocks }),
  });
}
