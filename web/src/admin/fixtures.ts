// Answers of the console's member and photo calls, as the server sends them, for tests.
import type { AdminPhoto, MemberDetail, MemberRow } from './api/types';

export function testMemberRow(overrides: Partial<MemberRow> = {}): MemberRow {
  return {
    id: 42,
    email: 'sanne@example.nl',
    name: 'Sanne',
    status: 'active',
    country: 'NL',
    site: 'amora.test',
    created_at: '2026-10-01T10:00:00Z',
    last_login_at: '2026-11-20T08:30:00Z',
    credits: 12,
    premium: false,
    photo_url: '/api/admin/photos/5/image',
    ...overrides,
  };
}

export function testPhoto(overrides: Partial<AdminPhoto> = {}): AdminPhoto {
  return {
    id: 5,
    member_id: 42,
    member_name: 'Sanne',
    url: '/api/admin/photos/5/image',
    status: 'pending',
    main: true,
    uploaded_at: '2026-11-25T09:00:00Z',
    reason: '',
    note: '',
    ...overrides,
  };
}

export function testDetail(member: Partial<MemberDetail['member']> = {}): MemberDetail {
  return {
    member: {
      id: 42,
      email: 'sanne@example.nl',
      name: 'Sanne',
      status: 'active',
      gender: 'female',
      age: 31,
      country: 'NL',
      region: 'NL-UT',
      city: 'Utrecht',
      language: 'nl',
      site: 'amora.test',
      created_at: '2026-10-01T10:00:00Z',
      activated: true,
      premium: true,
      credits: 12,
      about: 'Fietsen en koffie.',
      tracking: { network: 'tradedoubler', ref: 'r9', sub1: 'summer', sub2: '', sub3: '' },
      banned_at: null,
      deleted_at: null,
      restorable_until: null,
      ...member,
    },
    photos: [testPhoto({ status: 'active' })],
    ledger: [
      { id: 2, amount: -1, reason: 'message', ref: 'chat:9', created_at: '2026-11-20T09:00:00Z' },
      { id: 1, amount: 10, reason: 'signup', ref: '', created_at: '2026-10-01T10:00:00Z' },
    ],
    payments: [
      {
        id: 3,
        package_id: 1,
        credits: 50,
        method: 'ideal',
        amount: 1995,
        currency: 'EUR',
        discount_code: '',
        provider: 'mollie',
        provider_payment_id: 'tr_WDqYK6vllg',
        status: 'paid',
        country: 'NL',
        created_at: '2026-11-01T12:00:00Z',
        paid_at: '2026-11-01T12:01:00Z',
      },
    ],
    sessions: [{ created_at: '2026-11-20T08:30:00Z', expires_at: '2026-12-20T08:30:00Z', ip: '203.0.113.7', user_agent: 'Firefox on Linux' }],
    logins: [{ created_at: '2026-11-20T08:30:00Z', ip: '203.0.113.7', user_agent: 'Firefox on Linux' }],
    counts: { likes_given: 4, likes_received: 9, chats: 2, messages_sent: 17 },
  };
}
