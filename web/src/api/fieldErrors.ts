import { ApiError, unwrap } from './client';
import type { components } from './schema';

type FieldError = components['schemas']['Error']['error'];

const fieldLists = new WeakMap<ApiError, FieldError[]>();

/**
 * unwrapFields is unwrap for a call whose 400 may list every field in error under
 * "fields" (the FieldErrors response): the list stays with the thrown ApiError.
 */
export async function unwrapFields<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>, path: string): Promise<T> {
  const answer = await call;
  try {
    return await unwrap(Promise.resolve(answer), path);
  } catch (err) {
    const fields = (answer.error as { fields?: FieldError[] } | undefined)?.fields;
    if (err instanceof ApiError && fields) fieldLists.set(err, fields);
    throw err;
  }
}

/** fieldErrorsOf lists every field the server refused (its "fields"), or the one error's field. */
export function fieldErrorsOf(err: unknown): ApiError[] {
  if (!(err instanceof ApiError)) return [];
  const fields = fieldLists.get(err);
  if (!fields) return err.field ? [err] : [];
  return fields.map((f) => new ApiError(err.status, f.code, f.message, f));
}
