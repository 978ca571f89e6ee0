import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationSettings, NotificationType } from '../../api/notifications';
import { apiError, json, renderRoutes, sentBody, stubServer, testUser } from '../account/testing';
import { NotificationsPage } from './NotificationsPage';

afterEach(() => vi.unstubAllGlobals());

const types: NotificationType[] = ['new_conversations', 'new_messages', 'like', 'unread_message_reminders', 'reminders', 'weekly_updates', 'news', 'promotions'];

function settings(off: Partial<Record<NotificationType, '' | 'listunsubscribe'>> = {}, mailDisabled: '' | 'bounce' | 'fbl' = ''): NotificationSettings {
  return {
    email: 'sanne@example.nl',
    types: types.map((type) => ({ type, enabled: !(type in off), reason: off[type] ?? '' })),
    mail_disabled: mailDisabled,
    notifications_disabled: [],
  };
}

const page = (at: string) => renderRoutes({ '/notifications': <NotificationsPage />, '/login': <p>login page</p> }, { at });

/** urlOf is the URL of the last call of method to path. */
function urlOf(mock: ReturnType<typeof stubServer>, method: string, path: string): URL | undefined {
  return mock.mock.calls.filter(([url, init]) => url.pathname === path && (init?.method ?? 'GET') === method).at(-1)?.[0];
}

describe('NotificationsPage', () => {
  it('shows one switch per type with what it sends, and saves a switch at once', async () => {
    const mock = stubServer({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/notifications': () => json(200, settings()),
      'PUT /api/notifications': () => json(200, settings({ like: '' })),
    });
    page('/notifications');
    const like = await screen.findByRole('switch', { name: /Likes and matches/ });
    expect(screen.getAllByRole('switch')).toHaveLength(8);
    expect(screen.getByText('New members who match what you are looking for. Once a week.')).toBeInTheDocument();
    expect(screen.getByText(/At most one e-mail per conversation per hour/)).toBeInTheDocument();
    expect(like).toBeChecked();
    await userEvent.click(like);
    await waitFor(() => expect(screen.getByRole('switch', { name: /Likes and matches/ })).not.toBeChecked());
    expect(sentBody(mock, 'PUT', '/api/notifications')).toEqual({ types: { like: false } });
    expect(screen.getByText('Saved.')).toBeInTheDocument();
  });

  it('sends a visitor without a token to the login page', async () => {
    stubServer({});
    page('/notifications');
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  it('opens the settings of an e-mail link without logging in', async () => {
    const mock = stubServer({
      'GET /api/notifications': () => json(200, settings({ news: 'listunsubscribe' })),
      'PUT /api/notifications': () => json(200, settings({ news: 'listunsubscribe', promotions: '' })),
    });
    page('/notifications?token=tok.en');
    expect(await screen.findByText('Settings for sanne@example.nl.')).toBeInTheDocument();
    expect(urlOf(mock, 'GET', '/api/notifications')?.searchParams.get('token')).toBe('tok.en');
    expect(screen.getByRole('switch', { name: /News/ })).not.toBeChecked();
    expect(screen.getByText('Switched off through the unsubscribe link in an e-mail.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: /Offers/ }));
    await waitFor(() => expect(urlOf(mock, 'PUT', '/api/notifications')?.searchParams.get('token')).toBe('tok.en'));
  });

  it('asks before unsubscribing from the link of an e-mail, then unsubscribes', async () => {
    const mock = stubServer({
      'GET /api/notifications': () => json(200, settings()),
      'POST /api/notifications/unsubscribe': () => json(200, { type: 'news', enabled: false, reason: 'listunsubscribe' }),
    });
    page('/notifications?token=tok.en&unsubscribe=news');
    expect(await screen.findByText('Do you want to stop receiving "News" e-mails?')).toBeInTheDocument();
    expect(urlOf(mock, 'POST', '/api/notifications/unsubscribe')).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Done: you will no longer receive "News" e-mails.')).toBeInTheDocument();
    const url = urlOf(mock, 'POST', '/api/notifications/unsubscribe');
    expect([url?.searchParams.get('token'), url?.searchParams.get('type')]).toEqual(['tok.en', 'news']);
  });

  it('tells that an expired link no longer works, with a way to log in', async () => {
    stubServer({ 'GET /api/notifications': () => apiError(403, { code: 'forbidden', key: 'settingsLinkInvalid' }) });
    page('/notifications?token=old');
    expect(await screen.findByText(/This link is no longer valid/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('says when the address takes no mail after a bounce', async () => {
    stubServer({ 'GET /api/user': () => json(200, testUser()), 'GET /api/notifications': () => json(200, settings({}, 'bounce')) });
    page('/notifications');
    expect(await screen.findByTestId('mail-disabled')).toHaveTextContent('E-mails to sanne@example.nl could not be delivered');
  });
});
