import { describe, expect, it } from 'vitest';
import type { User } from '../api/user';
import { showActivationBanner } from './ActivationBanner';

const user: User = {
  id: 1,
  email: 'a@b.nl',
  status: 'not_confirmed',
  credits: 10,
  paid_user: false,
  notifications_disabled: [],
  profile: { id: 1, status: 'disabled', name: 'A', age: 30, main_image: null, gender: '', looking_for: '', country: '', region: '', city: '', complete: false },
  fictional_icon: false,
  language: 'en',
  signup_date: '2026-11-22T00:00:00Z',
  complete: false,
  missing: ['gender', 'looking_for', 'country', 'city', 'photo'],
};

describe('showActivationBanner', () => {
  it('shows for an unconfirmed member', () => expect(showActivationBanner(user)).toBe(true));
  it('not for a visitor', () => expect(showActivationBanner(null)).toBe(false));
  it('not once confirmed', () => expect(showActivationBanner({ ...user, status: 'active' })).toBe(false));
  it('not with an active profile', () => expect(showActivationBanner({ ...user, profile: { ...user.profile, status: 'active' } })).toBe(false));
  it('not when notifications are disabled', () => expect(showActivationBanner({ ...user, notifications_disabled: ['bounce'] })).toBe(false));
});
