import { ApiError } from '../../api/client';
import { isChunkLoadError, reloadForChunkError } from '../../lib/chunkReload';
import { ErrorPage } from './ErrorPage';

/** RouteError turns whatever a screen threw into the error page; a failed chunk load reloads the page first. */
export function RouteError({ error: err }: { error: unknown }) {
  if (import.meta.env.SSR) throw err;
  if (isChunkLoadError(err) && reloadForChunkError()) return null;
  if (err instanceof ApiError) return <ErrorPage status={err.status} />;
  return <ErrorPage status={500} />;
}
