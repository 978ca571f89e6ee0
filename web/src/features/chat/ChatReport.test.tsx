import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, testUser } from '../account/testing';
import { callsTo, renderChat, stubChatApi, testChatItem, testChats, testMessage, testMessagePage } from './testing';

afterEach(() => vi.unstubAllGlobals());

const noLikes = () => json(200, { profiles: [], liked_by: [], new_likes: 0 });

describe('reporting and blocking in a conversation', () => {
  it('reports their messages, not mine, and shows a removed one as removed', async () => {
    const theirs = testMessage({ id: 11, text: 'Send me money' });
    const mine = testMessage({ id: 12, mine: true, sender: 7, text: 'No way' });
    const removed = testMessage({ id: 13, text: '' });
    stubChatApi({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/chats': () => json(200, testChats([testChatItem()])),
      'GET /api/likes': noLikes,
      'GET /api/chats/30/messages': () => json(200, testMessagePage([theirs, mine, removed])),
      'POST /api/chats/30/read': () => json(200, { unread: 0 }),
    });
    renderChat('/chats/30');
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(3));
    const [first, second, third] = screen.getAllByTestId('chat-message');
    expect(within(first!).getByRole('link', { name: 'Report this message from Lotte' })).toHaveAttribute('href', '/complaints?member=5&message=11&conversation=30');
    expect(within(second!).queryByRole('link', { name: /Report/ })).not.toBeInTheDocument();
    expect(third).toHaveTextContent('This message was removed by our moderators.');
    expect(within(third!).queryByRole('link', { name: /Report/ })).not.toBeInTheDocument();
  });

  it('blocks from the header menu after the confirmation and returns to the list', async () => {
    const mock = stubChatApi({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/chats': () => json(200, testChats([testChatItem()])),
      'GET /api/likes': noLikes,
      'GET /api/chats/30/messages': () => json(200, testMessagePage([testMessage()])),
      'POST /api/chats/30/read': () => json(200, { unread: 0 }),
      'POST /api/blocks/5': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    const { router } = renderChat('/chats/30');
    await user.click(await screen.findByRole('button', { name: 'More options' }));
    expect(screen.getByRole('link', { name: 'Report Lotte' })).toHaveAttribute('href', '/complaints?member=5');
    await user.click(screen.getByRole('button', { name: 'Block Lotte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Lotte?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chats'));
    expect(callsTo(mock, 'POST', '/api/blocks/5')).toHaveLength(1);
  });
});
