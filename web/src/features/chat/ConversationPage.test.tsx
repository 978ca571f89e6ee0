import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, testUser } from '../account/testing';
import { testCard } from '../members/testing';
import { callsTo, renderChat, stubChatApi, testChatItem, testChats, testMessage, testMessagePage } from './testing';

afterEach(() => vi.unstubAllGlobals());

const noLikes = () => json(200, { profiles: [], liked_by: [], new_likes: 0 });
const hello = testMessage({ id: 11, text: 'Hello Sanne!', created_at: '2026-11-22T09:00:00Z' });
const reply = testMessage({ id: 12, mine: true, sender: 7, text: 'Hi Lotte', created_at: '2026-11-23T10:05:00Z', status: 'read' });
const later = testMessage({ id: 13, mine: true, sender: 7, text: 'Still there?', created_at: '2026-11-23T10:06:00Z', status: 'delivered' });
const last = testMessage({ id: 14, mine: true, sender: 7, text: 'Hello?', created_at: '2026-11-23T10:07:00Z', status: 'sent' });
const bubbles = () => screen.queryAllByTestId('chat-message');

describe('a conversation', () => {
  it('shows the messages, mine on the right with their ticks, under day separators', async () => {
    stubChatApi({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/chats': () => json(200, testChats([testChatItem()])),
      'GET /api/likes': noLikes,
      'GET /api/chats/30/messages': () => json(200, testMessagePage([hello, reply, later, last])),
    });
    renderChat('/chats/30');
    await waitFor(() => expect(bubbles()).toHaveLength(4));
    expect(bubbles()[0]).toHaveClass('theirs');
    expect(bubbles()[1]).toHaveClass('mine');
    expect(within(bubbles()[1]!).getByRole('img', { name: 'Read' })).toBeInTheDocument();
    expect(within(bubbles()[2]!).getByRole('img', { name: 'Delivered' })).toBeInTheDocument();
    expect(within(bubbles()[3]!).getByRole('img', { name: 'Sent' })).toBeInTheDocument();
    expect(within(bubbles()[0]!).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getAllByRole('separator')).toHaveLength(2);
    expect(screen.getByRole('link', { name: "View Lotte's profile" })).toHaveAttribute('href', '/members/5');
    expect(screen.getByRole('link', { name: 'All conversations' })).toHaveAttribute('href', '/chats');
  });

  it('marks the conversation read on opening, and its unread count goes to 0 at once', async () => {
    const mock = stubChatApi({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/chats': () => json(200, testChats([testChatItem({ num_unread_messages: 2 })])),
      'GET /api/likes': noLikes,
      'GET /api/chats/30/messages': () => json(200, testMessagePage([hello])),
      // The server is slow: the count is gone before it answers.
      'POST /api/chats/30/read': () => new Promise<Response>(() => undefined),
    });
    renderChat('/chats/30');
    await waitFor(() => expect(callsTo(mock, 'POST', '/api/chats/30/read')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('chat-unread')).not.toBeInTheDocument());
  });

  it('in a hidden tab waits until the member comes back', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const mock = stubChatApi({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/chats': () => json(200, testChats([testChatItem({ num_unread_messages: 1 })])),
      'GET /api/likes': noLikes,
      'GET /api/chats/30/messages': () => json(200, testMessagePage([hello])),
      'POST /api/chats/30/read': () => new Response(null, { status: 204 }),
    });
    renderChat('/chats/30');
    await waitFor(() => expect(screen.getByTestId('chat-unread')).toBeInTheDocument());
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    expect(callsTo(mock, 'POST', '/api/chats/30/read')).toHaveLength(0);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(callsTo(mock, 'POST', '/api/chats/30/read')).toHaveLength(1));
    visibility.mockRestore();
  });

  it('does not mark a read conversation read again', async () => {
    const mock = stubChatApi({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/chats': () => json(200, testChats([testChatItem()])),
      'GET /api/likes': noLikes,
      'GET /api/chats/30/messages': () => json(200, testMessagePage([hello])),
    });
    renderChat('/chats/30');
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    await waitFor(() => expect(callsTo(mock, 'GET', '/api/chats')).toHaveLength(1));
    expect(callsTo(mock, 'POST', '/api/chats/30/read')).toHaveLength(0);
  });

  it('loads older messages before the oldest one', async () => {
    const old = testMessage({ id: 5, text: 'An old message', created_at: '2026-11-20T09:00:00Z' });
    const mock = stubChatApi({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/chats': () => json(200, testChats([testChatItem()])),
      'GET /api/likes': noLikes,
      'GET /api/chats/30/messages': (url) =>
        json(200, url.searchParams.get('before') === '11' ? testMessagePage([old]) : testMessagePage([hello, reply], { more: true })),
    });
    renderChat('/chats/30');
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    await waitFor(() => expect(bubbles()).toHaveLength(3));
    expect(bubbles()[0]).toHaveTextContent('An old message');
    expect(callsTo(mock, 'GET', '/api/chats/30/messages').map((c) => c.url.searchParams.get('before'))).toEqual([null, '11']);
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).not.toBeInTheDocument();
  });

  it('says that older messages are for premium members when the history is cut short', async () => {
    stubChatApi({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/chats': () => json(200, testChats([testChatItem()])),
      'GET /api/likes': noLikes,
      'GET /api/chats/30/messages': () => json(200, testMessagePage([hello], { history_hidden: true })),
    });
    renderChat('/chats/30');
    expect(await screen.findByRole('note')).toHaveTextContent('Older messages are only visible to premium members.');
  });

  it('shows a gift with its picture', async () => {
    stubChatApi({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/chats': () => json(200, testChats([])),
      'GET /api/likes': noLikes,
      'GET /api/chats/30/messages': () => json(200, testMessagePage([testMessage({ id: 20, text: '', gift: 'rose' })])),
      'GET /api/gifts': () => json(200, { gifts: [{ id: 'rose', labels: { en: 'Red rose' }, image: '/gifts/rose.svg' }], credits: 5 }),
    });
    renderChat('/chats/30');
    expect(await screen.findByText('Lotte sent you a gift: Red rose')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Red rose' })).toHaveAttribute('src', '/gifts/rose.svg');
  });

  it('warns about a fictional partner', async () => {
    stubChatApi({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/chats': () => json(200, testChats([])),
      'GET /api/likes': noLikes,
      'GET /api/chats/30/messages': () => json(200, testMessagePage([hello], { profile: testCard({ id: 5, name: 'Lotte', fictional: true }) })),
    });
    renderChat('/chats/30');
    expect(await screen.findByText('Please note')).toBeInTheDocument();
  });

  it('says so when the conversation does not exist', async () => {
    stubChatApi({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/chats': () => json(200, testChats([])),
      'GET /api/likes': noLikes,
      'GET /api/chats/99/messages': () => apiError(404, { code: 'not_found' }),
    });
    renderChat('/chats/99');
    expect(await screen.findByRole('heading', { name: 'Conversation not found' })).toBeInTheDocument();
  });
});
