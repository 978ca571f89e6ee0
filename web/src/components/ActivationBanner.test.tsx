import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../api/user';
import { apiError, json, stubServer } from '../features/account/testing';
import { renderAt } from '../test/render';
import { ActivationBanner, showActivationBanner } from './ActivationBanner';

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

describe('ActivationBanner', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the activation e-mail again on request', async () => {
    const mock = stubServer({ 'GET /api/user': () => json(200, user), 'POST /api/activate/resend': () => new Response(null, { status: 204 }) });
    renderAt(<ActivationBanner />);
    await userEvent.click(await screen.findByRole('button', { name: 'Send the activation e-mail again' }));
    expect(await screen.findByText('Sent: check your inbox.')).toBeInTheDocument();
    expect(mock.mock.calls.some(([url, init]) => url.pathname === '/api/activate/resend' && init?.method === 'POST')).toBe(true);
  });

  it('says when the hourly limit is reached', async () => {
    stubServer({ 'GET /api/user': () => json(200, user), 'POST /api/activate/resend': () => apiError(429, { code: 'rate_limited' }) });
    renderAt(<ActivationBanner />);
    await userEvent.click(await screen.findByRole('button', { name: 'Send the activation e-mail again' }));
    expect(await screen.findByText('You have asked for it three times this hour. Please try again later.')).toBeInTheDocument();
  });
});
