import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { chatKeys } from '../../queries/chats';
import { likeKeys } from '../../queries/likes';
import { userKeys } from '../../queries/user';

/** keysFor are the queries that load checkUrl (a push's "what changed"); any other URL reloads all three. */
export function keysFor(checkUrl: string): QueryKey[] {
  const path = (checkUrl.split('?')[0] ?? '').replace(/\.php$/, '').replace(/\/+$/, '');
  if (path === '/api/chats' || path.startsWith('/api/chats/')) return [chatKeys.all];
  if (path === '/api/likes') return [likeKeys.all];
  if (path === '/api/user') return [userKeys.me];
  return [userKeys.me, chatKeys.all, likeKeys.all];
}

/** reloadFor reloads what a push says changed (SPEC §4: data reloads when a push arrives). */
export function reloadFor(qc: QueryClient, checkUrl: string): Promise<void> {
  return Promise.all(keysFor(checkUrl).map((queryKey) => qc.invalidateQueries({ queryKey }))).then(() => undefined);
}
