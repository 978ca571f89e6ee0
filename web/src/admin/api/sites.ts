// The console's sites and money calls (permissions sites and money). Forms get every
// field in error of a refused change through fieldErrorsOf.
import { api, ApiError } from '../../api/client';
import type { components } from '../../api/schema';
import { adminCall } from './http';

type Schemas = components['schemas'];
export type AdminSite = Schemas['AdminSite'];
export type AdminSiteSummary = Schemas['AdminSiteSummary'];
export type SiteSettings = Schemas['Settings'];
export type AdminPackage = Schemas['AdminPackage'];
export type AdminDiscount = Schemas['AdminDiscount'];
export type DirectDebitBlock = Schemas['DirectDebitBlock'];
export type FieldError = { field?: string; key?: string; message: string; params?: Record<string, unknown> };
export type SitePatch = { settings?: Record<string, unknown>; company?: Record<string, unknown>; reason?: string };
export type PackageInput = Schemas['AdminPackageInput'];
export type DiscountInput = {
  code: string;
  percentage: number;
  country?: string;
  currency?: string;
  minimum_order_value?: number;
  payment_methods?: string[];
  validity?: 'once-per-user' | 'unlimited';
  expires?: string;
  reason: string;
};

const fieldLists = new WeakMap<ApiError, FieldError[]>();

/** fieldErrorsOf lists a refused form's fields in error (the server's "fields"), or the one error's. */
export function fieldErrorsOf(err: unknown): FieldError[] {
  if (!(err instanceof ApiError)) return [];
  return fieldLists.get(err) ?? (err.field ? [{ field: err.field, key: err.key, message: err.message, params: err.params }] : []);
}

export async function formCall<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>, path: string): Promise<T> {
  const answer = await call;
  try {
    return await adminCall(Promise.resolve(answer), path);
  } catch (err) {
    const fields = (answer.error as { fields?: FieldError[] } | undefined)?.fields;
    if (err instanceof ApiError && fields) fieldLists.set(err, fields);
    throw err;
  }
}

export const listSites = () => adminCall(api.GET('/api/admin/sites'), '/api/admin/sites');
export const getSite = (host: string) => adminCall(api.GET('/api/admin/sites/{host}', { params: { path: { host } } }), '/api/admin/sites/{host}');
export const updateSite = (host: string, patch: SitePatch) =>
  formCall(api.PUT('/api/admin/sites/{host}', { params: { path: { host } }, body: patch }), '/api/admin/sites/{host}');
export type SiteCreate = { host: string; copy_from: string; company?: Record<string, unknown>; reason: string };
export const createSite = (site: SiteCreate) => formCall(api.POST('/api/admin/sites', { body: site }), '/api/admin/sites');
export const previewSite = (host: string, patch: SitePatch) =>
  formCall(api.POST('/api/admin/sites/{host}/preview', { params: { path: { host } }, body: patch }), '/api/admin/sites/{host}/preview');

export const listPackages = () => adminCall(api.GET('/api/admin/packages'), '/api/admin/packages');
export const createPackage = (p: PackageInput) => formCall(api.POST('/api/admin/packages', { body: p }), '/api/admin/packages');
export const updatePackage = (id: number, p: PackageInput) =>
  formCall(api.PUT('/api/admin/packages/{id}', { params: { path: { id } }, body: p }), '/api/admin/packages/{id}');
export const disablePackage = (id: number, reason: string) =>
  formCall(api.POST('/api/admin/packages/{id}/disable', { params: { path: { id } }, body: { reason } }), '/api/admin/packages/{id}/disable');

export type DiscountState = 'active' | 'expired' | 'inactive';
export const listDiscounts = (status?: DiscountState) =>
  adminCall(api.GET('/api/admin/discounts', { params: { query: { status } } }), '/api/admin/discounts');
export const createDiscount = (d: DiscountInput) => formCall(api.POST('/api/admin/discounts', { body: d }), '/api/admin/discounts');
export const expireDiscount = (code: string, reason: string) =>
  formCall(api.POST('/api/admin/discounts/{code}/expire', { params: { path: { code } }, body: { reason } }), '/api/admin/discounts/{code}/expire');

export const listBlocks = () => adminCall(api.GET('/api/admin/direct-debit-blocks'), '/api/admin/direct-debit-blocks');
export const addBlock = (kind: 'iban' | 'phone', value: string, reason: string) =>
  formCall(api.POST('/api/admin/direct-debit-blocks', { body: { kind, value, reason } }), '/api/admin/direct-debit-blocks');
export const removeBlock = (ref: string, reason: string) =>
  formCall(api.POST('/api/admin/direct-debit-blocks/{ref}/remove', { params: { path: { ref } }, body: { reason } }), '/api/admin/direct-debit-blocks/{ref}/remove');
