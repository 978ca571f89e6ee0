// The console's calls go through the members' typed client (src/api/client.ts: paths,
// parameters, bodies and answers from the OpenAPI contract, failures as ApiError with
// the server's key). This adds one rule: a 401 on any call but the login, the setup
// and the question who is signed in (which a fresh page asks) means the staff session
// ended.
import { ApiError, unwrap } from '../../api/client';

let onSessionEnded: (() => void) | undefined;

/** setSessionEndedHandler registers what a 401 does: back to the login page. */
export function setSessionEndedHandler(fn: (() => void) | undefined): void {
  onSessionEnded = fn;
}

const signedOutCalls = /^\/api\/admin\/(login|setup|me)$/;

/** adminCall waits for an answer of `api` and returns its data, or throws its ApiError. */
export async function adminCall<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>, path: string): Promise<T> {
  try {
    return await unwrap(call, path);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401 && !signedOutCalls.test(path)) onSessionEnded?.();
    throw err;
  }
}
