import { describe, expect, it } from 'vitest';
import { offlinePage, swLanguage, swTexts } from './offline';
import { clientMessage, notificationOptions, parsePushPayload, sameOriginPath } from './payload';
import { keptBuilds, strategyFor } from './routing';
import { setBadge } from './badge';

const origin = 'https://amora.test';
const at = (path: string) => new URL(path, origin);

describe('service worker caching', () => {
  it('never caches the API or photos, takes hashed assets from the cache and pages from the network', () => {
    expect(strategyFor(at('/api/chats'), 'GET', 'cors', origin)).toBe('network');
    expect(strategyFor(at('/api/user.php'), 'GET', 'same-origin', origin)).toBe('network');
    expect(strategyFor(at('/media/p/1.jpg?sig=x'), 'GET', 'no-cors', origin)).toBe('network');
    expect(strategyFor(at('/assets/index-abc123.js'), 'GET', 'cors', origin)).toBe('asset');
    expect(strategyFor(at('/assets/index-abc123.js'), 'POST', 'cors', origin)).toBe('network');
    expect(strategyFor(at('/chats/12'), 'GET', 'navigate', origin)).toBe('page');
    expect(strategyFor(at('/api/notifications/unsubscribe'), 'GET', 'navigate', origin)).toBe('network');
    expect(strategyFor(new URL('https://cdn.example/assets/x.js'), 'GET', 'cors', origin)).toBe('network');
    expect(strategyFor(at('/favicon.svg'), 'GET', 'no-cors', origin)).toBe('network');
  });

  it('keeps the asset caches of the new build and the one before it', () => {
    expect(keptBuilds([], 'a')).toEqual(['a']);
    expect(keptBuilds(['a'], 'b')).toEqual(['a', 'b']);
    expect(keptBuilds(['a', 'b'], 'c')).toEqual(['b', 'c']);
    expect(keptBuilds(['a', 'b'], 'b')).toEqual(['a', 'b']);
  });
});

describe('push payload', () => {
  it('reads the server payload into the notification and the tabs message', () => {
    const p = parsePushPayload(
      JSON.stringify({ title: 'New message on Amora', body: '', tag: 'chat-12', openUrl: '/chats/12', checkUrl: '/api/chats', badge: 3 }),
      'fallback',
    );
    expect(p).toEqual({ title: 'New message on Amora', body: '', tag: 'chat-12', openUrl: '/chats/12', checkUrl: '/api/chats', badge: 3 });
    const o = notificationOptions(p);
    expect(o).toMatchObject({ tag: 'chat-12', renotify: true, icon: '/pwa/icon-192.png', badge: '/pwa/badge-96.png', data: { openUrl: '/chats/12', checkUrl: '/api/chats' } });
    expect(clientMessage('NEW_PUSH_MESSAGE', p)).toEqual({ type: 'NEW_PUSH_MESSAGE', checkUrl: '/api/chats', openUrl: '/chats/12' });
  });

  it('falls back to a generic notification for a push without a usable payload', () => {
    expect(parsePushPayload(undefined, 'New message')).toEqual({ title: 'New message', body: '', tag: '', openUrl: '/chats', checkUrl: '/api/chats', badge: null });
    expect(parsePushPayload('not json', 'Nieuw bericht').title).toBe('Nieuw bericht');
    expect(parsePushPayload('{"badge":-1}', 'x').badge).toBeNull();
    expect(notificationOptions(parsePushPayload('{}', 'x'))).not.toHaveProperty('tag');
  });

  it('opens only paths of this site', () => {
    expect(sameOriginPath('/likes', '/chats')).toBe('/likes');
    for (const bad of ['//evil.example/x', 'https://evil.example', 'javascript:alert(1)', '/\\evil', 42, null]) expect(sameOriginPath(bad, '/chats')).toBe('/chats');
    expect(clientMessage('NEW_PUSH_CLICK', { openUrl: 'https://evil.example', checkUrl: '/api/likes' })).toEqual({ type: 'NEW_PUSH_CLICK', openUrl: '/chats', checkUrl: '/api/likes' });
  });
});

describe('offline page', () => {
  it('speaks the locale cookie, else the browser language, else English', () => {
    expect(swLanguage('de', ['fr-FR'])).toBe('de');
    expect(swLanguage(undefined, ['pl-PL', 'en'])).toBe('pl');
    expect(swLanguage('xx', ['ja'])).toBe('en');
    const html = offlinePage('nl');
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain(swTexts.nl.offline.title);
    expect(html).toContain(swTexts.nl.offline.retry);
  });
});

describe('app badge from a push', () => {
  it('sets the count, clears it at 0, and does nothing without the Badging API', async () => {
    const calls: string[] = [];
    const nav = { setAppBadge: async (n?: number) => void calls.push(`set ${n}`), clearAppBadge: async () => void calls.push('clear') };
    await setBadge(nav, 3);
    await setBadge(nav, 0);
    await setBadge({}, 5);
    await setBadge({ setAppBadge: () => Promise.reject(new Error('not installed')) }, 2);
    expect(calls).toEqual(['set 3', 'clear']);
  });
});
