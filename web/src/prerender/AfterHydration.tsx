import { useEffect } from 'react';

/** AfterHydration runs once the hydrated page has committed (an update before then would re-render the server's HTML). */
export function AfterHydration({ run }: { run: () => void }) {
  useEffect(() => {
    run();
  }, [run]);
  return null;
}
