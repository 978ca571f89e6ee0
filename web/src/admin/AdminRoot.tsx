import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { setSessionEndedHandler } from './api/http';
import { staffKeys } from './queries/staff';
import { endedLogin } from './paths';

/**
 * AdminRoot is the root of every console route: a 401 from any call (the session was
 * idle too long, ended elsewhere, or the staff member was removed) forgets what was
 * loaded and goes back to the login page with a note.
 */
export function AdminRoot() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  useEffect(() => {
    setSessionEndedHandler(() => {
      qc.clear();
      qc.setQueryData(staffKeys.me, null);
      void navigate(endedLogin, { replace: true });
    });
    return () => setSessionEndedHandler(undefined);
  }, [navigate, qc]);
  return <Outlet />;
}
