// Test data for the profile editor: the own profile, regions and interests as the server
// answers them, and a stand-in for XMLHttpRequest, which photo uploads use.
import { act } from '@testing-library/react';
import type { Image, OwnProfile } from '../../api/profile';
import type { CountryRegions, Interest } from '../../api/site';

export function testPhoto(id: number, overrides: Partial<Image> = {}): Image {
  return { id, main: false, clear: true, status: 'active', thumb: `/media/${id}-thumb.webp`, card: `/media/${id}-card.webp`, full: `/media/${id}.webp`, ...overrides };
}

export function testOwnProfile(overrides: Partial<OwnProfile> = {}, profile: Partial<OwnProfile['profile']> = {}): OwnProfile {
  return {
    id: 7,
    name: 'Sanne',
    age: 31,
    city: 'Utrecht',
    country: 'NL',
    online: true,
    premium: false,
    fictional: false,
    main_image: null,
    fields: {},
    photos: [],
    photo_count: 0,
    blocked: false,
    photo_limit: 3,
    profile: {
      gender: 'female',
      looking_for: 'male',
      country: 'NL',
      region: 'NL-UT',
      city: 'Utrecht',
      sexuality: 'hetero',
      about_me: 'Hallo!',
      interests: ['hiking'],
      body_type: '',
      hair_color: 'blond',
      eye_color: '',
      relationship_status: 'single',
      invisible: false,
      ...profile,
    },
    ...overrides,
  };
}

export const testRegions: Record<string, CountryRegions> = {
  NL: { label: 'province', regions: [{ id: 'NL-UT', name: 'Utrecht' }, { id: 'NL-NH', name: 'Noord-Holland' }] },
  BE: { label: 'province', regions: [{ id: 'BE-VAN', name: 'Antwerpen' }] },
  US: { label: 'state', regions: [{ id: 'US-NY', name: 'New York' }] },
};

const interestNames = [
  'Hiking', 'Cooking', 'Travel', 'Music', 'Movies', 'Reading', 'Dancing', 'Photography', 'Gaming', 'Yoga',
  'Cycling', 'Swimming', 'Art', 'Theatre', 'Wine', 'Gardening', 'Running',
];

/** testInterests are 17 interests, so that the limit of 15 can be reached; ids are the lower-case English names. */
export const testInterests: Interest[] = interestNames.map((en) => ({ id: en.toLowerCase(), labels: { en, nl: `${en} (nl)` } }));

/** FakeXHR stands in for XMLHttpRequest: the test sees what was sent and answers with progress events and a response. */
export class FakeXHR extends EventTarget {
  static sent: FakeXHR[] = [];
  upload = new EventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXHR.sent.push(this);
  }
  progress(loaded: number, total: number) {
    act(() => void this.upload.dispatchEvent(new ProgressEvent('progress', { loaded, total, lengthComputable: true })));
  }
  respond(status: number, body: unknown) {
    this.respondText(status, JSON.stringify(body));
  }
  respondText(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    act(() => void this.dispatchEvent(new Event('load')));
  }
  /** fail is a lost connection. */
  fail() {
    act(() => void this.dispatchEvent(new Event('error')));
  }
}
