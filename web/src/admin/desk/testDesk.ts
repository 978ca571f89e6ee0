import type { DeskConversation, DeskProfile, DeskQueue, DeskQueueItem, DeskStats } from '../api/desk';
import type { StaffMe } from '../api/types';
import { testStaff } from '../testing';

/** testOperator is an operator as GET /api/admin/me answers: the desk only. */
export const testOperator = (): StaffMe => testStaff({ id: 5, email: 'olga@amora.test', name: 'Olga', role: 'operator', permissions: ['desk', 'self'] });

const person = (id: number, name: string, age: number, country: string, photo: string | null) => ({ id, name, age, country, photo_url: photo });

export function testQueueItem(overrides: Partial<DeskQueueItem> = {}): DeskQueueItem {
  return {
    conversation_id: 7,
    member: person(21, 'Bart', 46, 'NL', '/api/admin/desk/7/photos/301'),
    fictional: person(9, 'Mila', 31, 'NL', '/api/admin/desk/7/photos/77'),
    language: 'nl',
    waiting_since: '2026-11-26T06:00:00Z',
    waiting_seconds: 125,
    waiting_messages: 2,
    claimed_by_me: false,
    ...overrides,
  };
}

export function testQueue(conversations: DeskQueueItem[], overrides: Partial<DeskQueue> = {}): DeskQueue {
  return { languages: ['nl', 'de'], all_languages: false, conversations, ...overrides };
}

function profile(overrides: Partial<DeskProfile>): DeskProfile {
  return {
    id: 0, name: '', age: 0, gender: '', looking_for: '', sexuality: '', country: '', region: '', city: '', language: 'nl', about_me: '',
    interests: [], body_type: '', hair_color: '', eye_color: '', relationship_status: '', premium: false, photo_urls: [], ...overrides,
  };
}

/** testConversation is an answer screen as GET /api/admin/desk/{id} answers it. */
export function testConversation(overrides: Partial<DeskConversation> = {}): DeskConversation {
  return {
    conversation_id: 7,
    claim_expires: new Date(Date.now() + 4 * 60_000).toISOString(),
    member: profile({ id: 21, name: 'Bart', age: 46, gender: 'male', looking_for: 'female', country: 'NL', region: 'NL-UT', city: 'Utrecht', about_me: 'Ik hou van wandelen.', interests: ['hiking'], photo_urls: ['/api/admin/desk/7/photos/301', '/api/admin/desk/7/photos/302'] }),
    fictional: profile({ id: 9, name: 'Mila', age: 31, gender: 'female', looking_for: 'male', country: 'NL', region: 'NL-NH', city: 'Haarlem', about_me: 'Ik fiets graag.', interests: ['cycling'], photo_urls: ['/api/admin/desk/7/photos/77'] }),
    messages: [
      { id: 1, from_member: true, text: 'Hoi Mila!', gift: null, created_at: '2026-11-26T05:58:00Z', status: 'read', operator_id: null, sent_by_site: false },
      { id: 2, from_member: false, text: 'Hoi Bart, hoe is het?', gift: null, created_at: '2026-11-26T05:59:00Z', status: 'read', operator_id: 4, sent_by_site: false },
      { id: 3, from_member: true, text: '', gift: 'rose', created_at: '2026-11-26T06:00:00Z', status: 'delivered', operator_id: null, sent_by_site: false },
      { id: 4, from_member: true, text: 'Ben je echt?', gift: null, created_at: '2026-11-26T06:01:00Z', status: 'delivered', operator_id: null, sent_by_site: false },
    ],
    notes: { text: 'Has a dog called Max.', staff_id: 4, updated_at: '2026-11-25T20:00:00Z' },
    canned: { fictional_disclosure: 'Dit is een fictief profiel dat wordt beheerd door Amora Media B.V.' },
    ...overrides,
  };
}

export const testGifts = { gifts: [{ id: 'rose', labels: { en: 'Red rose', nl: 'Rode roos' }, image: '/gifts/rose.svg' }], credits: 5 };

export function testStats(overrides: Partial<DeskStats> = {}): DeskStats {
  return {
    queue_by_language: { en: 0, nl: 3, de: 1, es: 0, fr: 0, it: 0, pl: 0 },
    oldest_waiting_seconds: 840,
    median_first_reply_seconds: 95,
    p95_first_reply_seconds: 610,
    replies_last_hour: [
      { staff_id: 5, email: 'olga@amora.test', replies: 14 },
      { staff_id: 6, email: 'piet@amora.test', replies: 9 },
    ],
    alerts: [{ site: '*', oldest_waiting_seconds: 840, alert_minutes: 10 }],
    ...overrides,
  };
}
