import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TopNav } from '../../app/layouts/TopNav';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { json, renderRoutes, testUser } from '../account/testing';
import { testLikes } from '../likes/testing';
import { stubApi } from '../members/testing';
import { testChatItem, testChats } from './testing';

type Badging = { setAppBadge?: unknown; clearAppBadge?: unknown };

afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as Badging).setAppBadge;
  delete (navigator as Badging).clearAppBadge;
});

/** stubBadging gives the browser the Badging API, to see what the app puts on its icon. */
function stubBadging() {
  const api = { setAppBadge: vi.fn(() => Promise.resolve()), clearAppBadge: vi.fn(() => Promise.resolve()) };
  Object.assign(navigator, api);
  return api;
}

/** member stubs a logged-in member with unread messages and new likes. */
function member(unread: number, newLikes = 0) {
  return stubApi({
    'GET /api/user': () => json(200, testUser()),
    'GET /api/chats': () => json(200, { ...testChats([testChatItem({ num_unread_messages: unread })]), unread_messages: unread }),
    'GET /api/likes': () => json(200, { ...testLikes([]), new_likes: newLikes }),
  });
}

function Faq() {
  useDocumentTitle('FAQ');
  return <TopNav />;
}

describe('the Messages item of the top navigation', () => {
  it('leads to the conversations with the unread count, before the Likes item', async () => {
    member(3);
    renderRoutes({ '/pages/faq': <TopNav /> }, { at: '/pages/faq' });
    const link = await screen.findByRole('link', { name: 'Messages, 3 unread' });
    expect(link).toHaveAttribute('href', '/chats');
    expect(screen.getByTestId('messages-badge')).toHaveTextContent(/^3$/);
    const likes = await screen.findByRole('link', { name: 'Likes' });
    expect(link.compareDocumentPosition(likes) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('caps the badge at 99+', async () => {
    member(100);
    renderRoutes({ '/pages/faq': <TopNav /> }, { at: '/pages/faq' });
    expect(await screen.findByTestId('messages-badge')).toHaveTextContent(/^99\+$/);
  });

  it('shows no badge without unread messages', async () => {
    member(0);
    renderRoutes({ '/pages/faq': <TopNav /> }, { at: '/pages/faq' });
    expect(await screen.findByRole('link', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByTestId('messages-badge')).not.toBeInTheDocument();
  });

  it('is not there for visitors', async () => {
    stubApi({});
    renderRoutes({ '/pages/faq': <TopNav /> }, { at: '/pages/faq' });
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Messages/ })).not.toBeInTheDocument();
  });
});

describe('the page title and the app badge', () => {
  it('count unread messages plus new likes', async () => {
    const { setAppBadge } = stubBadging();
    member(3, 2);
    renderRoutes({ '/pages/faq': <Faq /> }, { at: '/pages/faq' });
    await waitFor(() => expect(document.title).toBe('(5) FAQ | Amora'));
    expect(setAppBadge).toHaveBeenLastCalledWith(5);
  });

  it('show no count when there is nothing new', async () => {
    const { clearAppBadge } = stubBadging();
    member(0, 0);
    renderRoutes({ '/pages/faq': <Faq /> }, { at: '/pages/faq' });
    await screen.findByRole('link', { name: 'Messages' });
    await waitFor(() => expect(clearAppBadge).toHaveBeenCalled());
    expect(document.title).toBe('FAQ | Amora');
  });

  it('work where the browser has no app badge', async () => {
    member(1, 0);
    renderRoutes({ '/pages/faq': <Faq /> }, { at: '/pages/faq' });
    await waitFor(() => expect(document.title).toBe('(1) FAQ | Amora'));
  });
});
