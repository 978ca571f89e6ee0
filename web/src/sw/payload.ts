// The push payload the server sends (issue 19): what the notification shows and what
// the open tabs reload. Anything missing or malformed falls back to something safe:
// a push must always show a notification (browsers penalise silent pushes).

/** PushPayload is a push message as the service worker uses it. */
export type PushPayload = {
  title: string;
  body: string;
  tag: string;
  openUrl: string;
  checkUrl: string;
  badge: number | null;
};

/** PushClientMessage is what the service worker posts to the app's open tabs (SPEC §7). */
export type PushClientMessage = { type: 'NEW_PUSH_MESSAGE' | 'NEW_PUSH_CLICK'; checkUrl: string; openUrl: string };

/** sameOriginPath keeps a path on this site ("/chats/12"), never another origin ("//evil", "https:..."). */
export function sameOriginPath(v: unknown, fallback: string): string {
  return typeof v === 'string' && v.startsWith('/') && !v.startsWith('//') && !v.includes('\\') ? v : fallback;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** parsePushPayload reads the push's JSON text; fallbackTitle stands in for a missing title. */
export function parsePushPayload(raw: string | undefined | null, fallbackTitle: string): PushPayload {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(raw ?? '');
    if (parsed !== null && typeof parsed === 'object') data = parsed as Record<string, unknown>;
  } catch {
    // Not JSON (or no payload at all): a generic notification that opens the chats.
  }
  const badge = typeof data.badge === 'number' && Number.isFinite(data.badge) && data.badge >= 0 ? Math.floor(data.badge) : null;
  return {
    title: text(data.title) || fallbackTitle,
    body: text(data.body),
    tag: text(data.tag),
    openUrl: sameOriginPath(data.openUrl, '/chats'),
    checkUrl: sameOriginPath(data.checkUrl, '/api/chats'),
    badge,
  };
}

/** notificationOptions are the options of showNotification for a payload. */
export function notificationOptions(p: PushPayload): NotificationOptions & { renotify?: boolean } {
  return {
    body: p.body,
    icon: '/pwa/icon-192.png',
    badge: '/pwa/badge-96.png',
    // One notification per conversation: a burst of messages replaces it, and still alerts.
    ...(p.tag ? { tag: p.tag, renotify: true } : {}),
    data: { openUrl: p.openUrl, checkUrl: p.checkUrl },
  };
}

/** clientMessage is the message for the open tabs about a push (or a click on one). */
export function clientMessage(type: PushClientMessage['type'], data: { openUrl?: unknown; checkUrl?: unknown } | null | undefined): PushClientMessage {
  return { type, openUrl: sameOriginPath(data?.openUrl, '/chats'), checkUrl: sameOriginPath(data?.checkUrl, '/api/chats') };
}
