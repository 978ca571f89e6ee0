import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubServer, testUser } from '../features/account/testing';
import { useUserQuery } from '../queries/user';
import type { User } from '../api/user';
import { renderAt } from '../test/render';
import { NotificationsDisabledBanner } from './NotificationsDisabledBanner';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function UserLoaded() {
  return useUserQuery().isFetched ? <p>user loaded</p> : null;
}

function renderFor(notificationsDisabled: User['notifications_disabled']) {
  stubServer({ 'GET /api/user': () => json(200, testUser({ notifications_disabled: notificationsDisabled })) });
  renderAt(
    <>
      <NotificationsDisabledBanner />
      <UserLoaded />
    </>,
  );
}

describe('NotificationsDisabledBanner', () => {
  it('tells of a stopped address before an unsubscribe', async () => {
    renderFor(['listunsubscribe', 'fbl']);
    expect(await screen.findByText(/An e-mail to sanne@example.nl was marked as spam/)).toBeInTheDocument();
    expect(screen.queryByText(/You have unsubscribed/)).toBeNull();
  });

  it('shows nothing while all mail is on', async () => {
    renderFor([]);
    await screen.findByText('user loaded');
    expect(screen.queryByTestId('notifications-disabled-banner')).toBeNull();
  });

  it('tells of an unsubscribe and links to the settings', async () => {
    renderFor(['listunsubscribe']);
    expect(await screen.findByText(/You have unsubscribed from some of our e-mails/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute('href', '/notifications');
  });

  it('tells of a bounce and asks for a working address', async () => {
    renderFor(['bounce']);
    expect(await screen.findByText(/E-mails to sanne@example.nl could not be delivered/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change or confirm your e-mail address' })).toHaveAttribute('href', '/profile#settings');
  });

  it('stays closed once dismissed', async () => {
    renderFor(['fbl']);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('notifications-disabled-banner')).toBeNull();
  });
});
