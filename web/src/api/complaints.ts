import { ApiError, api, unwrap } from './client';
import type { components } from './schema';

/** ComplaintForm is a notice under the Digital Services Act (Art. 16), as POST /api/complaints takes it. */
export type ComplaintForm = components['schemas']['ComplaintForm'];

/** ComplaintCategory is what a notice is about. */
export type ComplaintCategory = components['schemas']['ComplaintCategory'];

/** complaintCategories lists the categories in the order the form shows them. */
export const complaintCategories: ComplaintCategory[] = ['fake_profile', 'underage', 'harassment', 'scam', 'illegal_content', 'intellectual_property', 'other'];

type FieldError = components['schemas']['Error']['error'];

const fieldLists = new WeakMap<ApiError, FieldError[]>();

/** complaintFieldErrors lists every field the server refused (its "fields"), or the one error's field. */
export function complaintFieldErrors(err: unknown): ApiError[] {
  if (!(err instanceof ApiError)) return [];
  const fields = fieldLists.get(err);
  if (!fields) return err.field ? [err] : [];
  return fields.map((f) => new ApiError(err.status, f.code, f.message, f));
}

/** sendComplaint sends a notice; the answer carries the reference the receipt e-mail repeats. */
export async function sendComplaint(form: ComplaintForm) {
  const answer = await api.POST('/api/complaints', { body: form });
  try {
    return await unwrap(Promise.resolve(answer), '/api/complaints');
  } catch (err) {
    const fields = (answer.error as { fields?: FieldError[] } | undefined)?.fields;
    if (err instanceof ApiError && fields) fieldLists.set(err, fields);
    throw err;
  }
}
