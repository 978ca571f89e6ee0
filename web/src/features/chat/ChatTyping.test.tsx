import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, testUser } from '../account/testing';
import { noteTyping, stopTyping } from '../live/typing';
import { callsTo, renderChat, stubChatApi, testChatItem, testChats, testMessage, testMessagePage } from './testing';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  stopTyping(30);
});

function open() {
  return stubChatApi({
    'GET /api/user': () => json(200, testUser()),
    'GET /api/chats': () => json(200, testChats([testChatItem()])),
    'GET /api/likes': () => json(200, { profiles: [], liked_by: [], new_likes: 0 }),
    'GET /api/chats/30/messages': () => json(200, testMessagePage([testMessage({ id: 11, text: 'Hello Sanne!' })])),
    'POST /api/chats/30/read': () => new Response(null, { status: 204 }),
    'POST /api/chats/30/typing': () => new Response(null, { status: 204 }),
  });
}

describe('typing in a conversation', () => {
  it('tells the partner, at most once every 3 seconds', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const mock = open();
    renderChat('/chats/30');
    const box = await screen.findByRole('textbox');
    await userEvent.type(box, 'Hoi Lotte');
    expect(callsTo(mock, 'POST', '/api/chats/30/typing')).toHaveLength(1);
    now += 2_999;
    await userEvent.type(box, '!');
    expect(callsTo(mock, 'POST', '/api/chats/30/typing')).toHaveLength(1);
    now += 1;
    await userEvent.type(box, '!');
    expect(callsTo(mock, 'POST', '/api/chats/30/typing')).toHaveLength(2);
    // Emptying the box is no typing.
    now += 5_000;
    await userEvent.clear(box);
    expect(callsTo(mock, 'POST', '/api/chats/30/typing')).toHaveLength(2);
  });

  it('shows that the partner is typing', async () => {
    open();
    renderChat('/chats/30');
    await screen.findByText('Hello Sanne!');
    expect(screen.getByTestId('typing-indicator')).toBeEmptyDOMElement();
    act(() => noteTyping(30));
    expect(screen.getByTestId('typing-indicator')).toHaveTextContent('Lotte is typing…');
    act(() => noteTyping(31));
    act(() => stopTyping(30));
    expect(screen.getByTestId('typing-indicator')).toBeEmptyDOMElement();
  });

  it('has the send button beside the box, named with what it costs', async () => {
    open();
    renderChat('/chats/30');
    const box = await screen.findByRole('textbox');
    await userEvent.type(box, 'Hoi');
    const send = screen.getByRole('button', { name: 'Send · 1 credit' });
    expect(send.parentElement).toBe(box.parentElement);
    await waitFor(() => expect(send).toBeEnabled());
  });
});
