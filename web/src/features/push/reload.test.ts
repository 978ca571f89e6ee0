import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { keysFor, reloadFor } from './reload';

describe('reload on a push', () => {
  it('maps checkUrl to the queries that load it', () => {
    expect(keysFor('/api/chats')).toEqual([['chats']]);
    expect(keysFor('/api/chats.php?x=1')).toEqual([['chats']]);
    expect(keysFor('/api/likes')).toEqual([['likes']]);
    expect(keysFor('/api/user')).toEqual([['user', 'me']]);
    expect(keysFor('/api/other')).toEqual([['user', 'me'], ['chats'], ['likes']]);
  });
  it('marks only those queries stale', async () => {
    const qc = new QueryClient();
    qc.setQueryData(['chats', 'list'], { pages: [] });
    qc.setQueryData(['likes', 'list'], { liked_by: [] });
    await reloadFor(qc, '/api/chats');
    expect(qc.getQueryState(['chats', 'list'])?.isInvalidated).toBe(true);
    expect(qc.getQueryState(['likes', 'list'])?.isInvalidated).toBe(false);
  });
});
