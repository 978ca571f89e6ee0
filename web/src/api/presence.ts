import { api, unwrap } from './client';

/**
 * sendPresence tells the server whether the member's page is hidden (POST
 * /api/presence), so that notification e-mails wait while the member looks at the app.
 * A hidden page is also told by the page-hidden beacon, which survives the tab going away.
 */
export function sendPresence(hidden: boolean): Promise<void> {
  return unwrap(api.POST('/api/presence', { body: { hidden } }), '/api/presence').then(() => undefined);
}
