import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, testUser } from '../../features/account/testing';
import { testChats } from '../../features/chat/testing';
import { testLikes } from '../../features/likes/testing';
import { stubApi } from '../../test/stubApi';
import { renderAt } from '../../test/render';
import { BottomTabBar } from './BottomTabBar';

afterEach(() => vi.unstubAllGlobals());

function show({ unread = 0, newLikes = {} as Record<number, boolean>, lng = 'en', path = '/members' } = {}) {
  stubApi({
    'GET /api/user': () => json(200, testUser()),
    'GET /api/chats': () => json(200, { ...testChats([]), unread_messages: unread }),
    'GET /api/likes': () => json(200, testLikes([], newLikes)),
  });
  renderAt(<BottomTabBar />, { path, lng });
}

describe('the phone tab bar', () => {
  it('leads to Discover, Likes, Messages and Profile, the current one marked', async () => {
    show({ path: '/likes' });
    const bar = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Discover', '/members'],
      ['Likes', '/likes'],
      ['Messages', '/chats'],
      ['Profile', '/profile'],
    ]);
    expect(within(bar).getByRole('link', { name: 'Likes' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the new likes and unread messages as badges, capped at 99+', async () => {
    const likes = Object.fromEntries(Array.from({ length: 3 }, (_, i) => [i + 1, true]));
    show({ unread: 150, newLikes: likes });
    expect(await screen.findByTestId('tab-messages-badge')).toHaveTextContent('99+');
    expect(await screen.findByTestId('tab-likes-badge')).toHaveTextContent(/^3$/);
    expect(screen.getByRole('link', { name: 'Messages, 150 unread' })).toHaveAttribute('href', '/chats');
    expect(screen.getByRole('link', { name: 'Likes, 3 new' })).toHaveAttribute('href', '/likes');
  });

  it('shows no badge without anything new', async () => {
    show();
    await screen.findByRole('link', { name: 'Messages' });
    expect(screen.queryByTestId('tab-messages-badge')).not.toBeInTheDocument();
    expect(screen.queryByTestId('tab-likes-badge')).not.toBeInTheDocument();
  });

  it('speaks the member’s language', async () => {
    show({ lng: 'nl' });
    const bar = await screen.findByRole('navigation', { name: 'Hoofdmenu' });
    expect(within(bar).getByRole('link', { name: 'Ontdekken' })).toHaveAttribute('href', '/members');
    expect(within(bar).getByRole('link', { name: 'Berichten' })).toBeInTheDocument();
  });
});
