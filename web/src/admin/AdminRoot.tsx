import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { setSessionEndedHandler } from './api/http';
import { signedOut } from './queries/staff';

/**
 * AdminRoot is the root of every console route: a 401 from any call (the session was
 * idle too long, ended elsewhere, or the staff member was removed) forgets what was
 * loaded and notes that the session ended; the layout then sends the staff member to
 * the login page with that note.
 */
export function AdminRoot() {
  const qc = useQueryClient();
  useEffect(() => {
    setSessionEndedHandler(() => signedOut(qc, true));
    return () => setSessionEndedHandler(undefined);
  }, [qc]);
  return <Outlet />;
}
