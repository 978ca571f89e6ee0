import type { Fictional } from '../api/fictional';

/** testFictional is a fictional profile as GET /api/admin/fictional/{id} answers it. */
export function testFictional(overrides: Partial<Fictional> = {}): Fictional {
  return {
    id: 9, name: 'Mila', date_of_birth: '1995-04-02', age: 31, language: 'nl', sites: ['*'], gender: 'female', looking_for: 'male',
    country: 'NL', region: 'NL-NH', city: 'Haarlem', sexuality: '', about_me: 'Ik fiets graag.', interests: ['cycling'], body_type: '',
    hair_color: '', eye_color: '', relationship_status: '', retired: false, conversations: 3, created_at: '2026-11-20T08:00:00Z',
    photos: [{ id: 77, url: '/api/admin/photos/77/image', main: true }], ...overrides,
  };
}
