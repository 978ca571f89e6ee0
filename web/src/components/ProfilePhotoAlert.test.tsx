import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../api/user';
import { dismiss, dismissedAt } from '../lib/dismissals';
import { useUserQuery } from '../queries/user';
import { renderAt } from '../test/render';
import { ProfilePhotoAlert } from './ProfilePhotoAlert';

afterEach(() => vi.unstubAllGlobals());

const member = (mainImage: User['profile']['main_image'] = null, missing: User['missing'] = mainImage === null ? ['photo'] : []): User => ({
  id: 7,
  email: 'sanne@example.nl',
  status: 'active',
  credits: 10,
  paid_user: false,
  notifications_disabled: [],
  profile: { id: 7, status: 'active', name: 'Sanne', age: 31, main_image: mainImage, gender: '', looking_for: '', country: '', region: '', city: '', complete: true },
  fictional_icon: false,
  language: 'en',
  signup_date: '2026-11-22T10:00:00Z',
  complete: missing.length === 0,
  missing,
});

/** answerUser stubs GET /api/user: the member, or a visitor for null. */
function answerUser(user: User | null) {
  const body = user ?? { error: { code: 'authentication_required', message: '' } };
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status: user ? 200 : 403 })));
}

/** UserLoaded shows once the user call has answered, so that a missing alert means something. */
function UserLoaded() {
  return useUserQuery().isFetched ? <p>user loaded</p> : null;
}

function renderOn(route: string) {
  return renderAt(
    <>
      <ProfilePhotoAlert />
      <UserLoaded />
    </>,
    { handle: { name: route, layout: 'default' } },
  );
}

const alert = () => screen.queryByTestId('profile-photo-alert');

describe('ProfilePhotoAlert', () => {
  it('asks a member without a main photo to add one', async () => {
    answerUser(member());
    renderOn('index');
    expect(await screen.findByText('Add a photo to your profile: other members see your profile only once it has a photo.', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a photo' })).toHaveAttribute('href', '/profile#photos');
  });

  it('sends a member who has not answered complete-signup there', async () => {
    answerUser(member(null, ['gender', 'looking_for', 'country', 'city', 'photo']));
    renderOn('index');
    expect(await screen.findByText('Your profile is not shown to other members yet: answer a few questions about yourself first.', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/complete-signup');
  });

  it('stays away while the only photo waits for approval', async () => {
    answerUser(member({ id: 3, main: true, clear: true, status: 'pending', thumb: '/t.webp', card: '/c.webp' }, ['photo']));
    renderOn('index');
    await screen.findByText('user loaded');
    expect(alert()).not.toBeInTheDocument();
  });

  it('stays away for a member with a main photo', async () => {
    answerUser(member({ id: 3, main: true, clear: true, status: 'active', thumb: '/t.webp', card: '/c.webp' }));
    renderOn('index');
    await screen.findByText('user loaded');
    expect(alert()).not.toBeInTheDocument();
  });

  it('stays away for a visitor', async () => {
    answerUser(null);
    renderOn('index');
    await screen.findByText('user loaded');
    expect(alert()).not.toBeInTheDocument();
  });

  it.each(['profile', 'signup', 'complete-signup', 'activate-done', 'premium', 'notifications', 'directdebit', 'settings'])('stays away on the %s screen', async (route) => {
    answerUser(member());
    renderOn(route);
    await screen.findByText('user loaded');
    expect(alert()).not.toBeInTheDocument();
  });

  it('stays closed for a day once closed', async () => {
    answerUser(member());
    const first = renderOn('index');
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(alert()).not.toBeInTheDocument();
    expect(dismissedAt('profilePhoto')).toBeGreaterThan(Date.now() - 1000);
    first.unmount();

    renderOn('index');
    await screen.findByText('user loaded');
    expect(alert()).not.toBeInTheDocument();
  });

  it('comes back after a day', async () => {
    dismiss('profilePhoto', Date.now() - 25 * 60 * 60 * 1000);
    answerUser(member());
    renderOn('index');
    expect(await screen.findByTestId('profile-photo-alert')).toBeInTheDocument();
  });
});
