import { isChunkLoadError, reloadForChunkError } from '../../lib/chunkReload';
import { ErrorAlert } from './ErrorAlert';

/** ConsoleError is what shows for a console screen that threw; a screen whose code is gone (a new build) reloads the page first. */
export function ConsoleError({ error }: { error: unknown }) {
  if (isChunkLoadError(error) && reloadForChunkError()) return null;
  return (
    <div className="container py-4">
      <ErrorAlert error={error} />
    </div>
  );
}
