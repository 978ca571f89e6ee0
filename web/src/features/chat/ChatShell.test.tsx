import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, testUser } from '../account/testing';
import { testCard } from '../members/testing';
import { callsTo, renderChat, stubChatApi, testChatItem, testChats, testMessage } from './testing';

afterEach(() => vi.unstubAllGlobals());

const lotte = testChatItem({ conversation: 30, profile: testCard({ id: 5, name: 'Lotte', fictional: true }), num_unread_messages: 3 });
const bart = testChatItem({
  conversation: 31,
  profile: testCard({ id: 6, name: 'Bart', main_image: null }),
  last_message: testMessage({ id: 9, conversation: 31, mine: true, text: 'See you Friday', status: 'sent' }),
});
const eva = testChatItem({
  conversation: 32,
  profile: testCard({ id: 8, name: 'Eva' }),
  last_message: testMessage({ id: 10, conversation: 32, text: '', gift: 'rose' }),
});
const noLikes = () => json(200, { profiles: [], liked_by: [], new_likes: 0 });
const items = () => screen.queryAllByTestId('chat-item');

describe('the conversation list', () => {
  it('shows each conversation with the last message, its time and the unread count', async () => {
    stubChatApi({ 'GET /api/user': () => json(200, testUser()), 'GET /api/chats': () => json(200, testChats([lotte, bart, eva])), 'GET /api/likes': noLikes });
    renderChat('/chats');
    await waitFor(() => expect(items()).toHaveLength(3));
    const [first, second] = items();
    expect(within(first!).getByRole('link')).toHaveAttribute('href', '/chats/30');
    expect(first).toHaveTextContent('Lotte');
    expect(first).toHaveTextContent('Hi there!');
    expect(within(first!).getByTestId('chat-unread')).toHaveTextContent('3 unread messages');
    expect(within(first!).getByAltText('fictional profile')).toBeInTheDocument();
    expect(first!.querySelector('time')).toHaveAttribute('dateTime', '2026-11-23T10:00:00Z');
    expect(second).toHaveTextContent('You: See you Friday');
    expect(items()[2]).toHaveTextContent('A gift');
    expect(within(second!).queryByTestId('chat-unread')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your messages' })).toBeInTheDocument();
    // The bare layout has no navigation: the list keeps the count in the title.
    await waitFor(() => expect(document.title).toBe('(3) Messages | Amora'));
  });

  it('loads the next page of conversations with the cursor', async () => {
    const mock = stubChatApi({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/chats': (url) => json(200, url.searchParams.get('before') === 'c2' ? testChats([bart]) : { ...testChats([lotte]), next: 'c2' }),
      'GET /api/likes': noLikes,
    });
    renderChat('/chats');
    await waitFor(() => expect(items()).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Show more conversations' }));
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(callsTo(mock, 'GET', '/api/chats').map((c) => c.url.searchParams.get('before'))).toEqual([null, 'c2']);
    expect(screen.queryByRole('button', { name: 'Show more conversations' })).not.toBeInTheDocument();
  });

  it('invites to search members when there are no conversations', async () => {
    stubChatApi({ 'GET /api/user': () => json(200, testUser()), 'GET /api/chats': () => json(200, testChats([])), 'GET /api/likes': noLikes });
    renderChat('/chats');
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    stubChatApi({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/chats': () => (fail ? apiError(403, { code: 'forbidden' }) : json(200, testChats([lotte]))),
      'GET /api/likes': noLikes,
    });
    renderChat('/chats');
    expect(await screen.findByText('An error occured, please try again later.', { exact: false })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(items()).toHaveLength(1));
  });

  it('sends visitors to the login page', async () => {
    stubChatApi({});
    const { router } = renderChat('/chats');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('deletes a conversation after asking, at once', async () => {
    let release: () => void = () => undefined;
    const mock = stubChatApi({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/chats': () => json(200, testChats([lotte, bart])),
      'GET /api/likes': noLikes,
      'DELETE /api/chat': () => new Promise<Response>((r) => (release = () => r(new Response(null, { status: 204 })))),
    });
    renderChat('/chats');
    await waitFor(() => expect(items()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Delete the conversation with Bart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this conversation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // Gone before the server answers.
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(items()[0]).toHaveTextContent('Lotte');
    expect(callsTo(mock, 'DELETE', '/api/chat')[0]?.body).toEqual({ conversation: 31 });
    release();
  });

  it('goes back to the list after deleting the open conversation', async () => {
    stubChatApi({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/chats': () => json(200, testChats([bart])),
      'GET /api/likes': noLikes,
      'GET /api/chats/31/messages': () => json(200, { messages: [bart.last_message], more: false, history_hidden: false, history_limit: 50, profile: bart.profile, message_cost: 1, message_length: 1000 }),
      'DELETE /api/chat': () => new Response(null, { status: 204 }),
    });
    const { router } = renderChat('/chats/31');
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(1));
    expect(items()[0]!.querySelector('a')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Delete the conversation with Bart' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chats'));
    expect(items()).toHaveLength(0);
  });

  it('can be cancelled', async () => {
    const mock = stubChatApi({ 'GET /api/user': () => json(200, testUser()), 'GET /api/chats': () => json(200, testChats([lotte, bart])), 'GET /api/likes': noLikes });
    renderChat('/chats');
    await waitFor(() => expect(items()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Delete the conversation with Lotte' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(items()).toHaveLength(2);
    expect(callsTo(mock, 'DELETE', '/api/chat')).toHaveLength(0);
  });

  it('shows an alert and reloads the list when deleting fails', async () => {
    const mock = stubChatApi({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/chats': () => json(200, testChats([lotte, bart])),
      'GET /api/likes': noLikes,
      'DELETE /api/chat': () => apiError(500, { code: 'internal' }),
    });
    renderChat('/chats');
    await waitFor(() => expect(items()).toHaveLength(2));
    const loads = callsTo(mock, 'GET', '/api/chats').length;
    await userEvent.click(screen.getByRole('button', { name: 'Delete the conversation with Bart' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The conversation could not be deleted.');
    await waitFor(() => expect(callsTo(mock, 'GET', '/api/chats').length).toBeGreaterThan(loads));
    await waitFor(() => expect(items()).toHaveLength(2));
  });
});
