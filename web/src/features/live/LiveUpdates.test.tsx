import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, testUser } from '../account/testing';
import { testChatItem, testChats } from '../chat/testing';
import { callsTo, stubApi } from '../../test/stubApi';
import { renderAt } from '../../test/render';
import { LiveUpdates } from './LiveUpdates';

/** FakeSource stands in for the browser's EventSource: the test emits the server's events. */
class FakeSource {
  static last: FakeSource | null = null;
  listeners = new Map<string, Array<(e: Event) => void>>();
  constructor(public url: string) {
    FakeSource.last = this;
  }
  addEventListener(type: string, l: (e: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), l]);
  }
  removeEventListener() {}
  close() {}
  emit(type: string, data: unknown) {
    for (const l of this.listeners.get(type) ?? []) l(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeSource);
});
afterEach(() => vi.unstubAllGlobals());

const message = { id: 91, conversation: 30, sender: 5, mine: false, text: 'Zin in koffie?', gift: null, created_at: '2026-11-26T07:00:00Z', status: 'delivered' };

function live(path: string, lng = 'en') {
  const mock = stubApi({
    'GET /api/user': () => json(200, testUser()),
    'GET /api/chats': () => json(200, testChats([testChatItem({ conversation: 30, num_unread_messages: 1 })])),
  });
  renderAt(<LiveUpdates />, { path, lng });
  return mock;
}

describe('a new message while on another screen', () => {
  it('shows a toast with who wrote and the text, leading to the conversation', async () => {
    live('/members');
    await waitFor(() => expect(FakeSource.last).not.toBeNull());
    act(() => FakeSource.last!.emit('message', message));
    const toast = await screen.findByTestId('message-toast');
    expect(toast).toHaveTextContent('New message from Lotte');
    expect(toast).toHaveTextContent('Zin in koffie?');
    expect(screen.getByRole('link', { name: /New message from Lotte/ })).toHaveAttribute('href', '/chats/30');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('message-toast')).not.toBeInTheDocument();
  });

  it('speaks the member’s language', async () => {
    live('/likes', 'de');
    await waitFor(() => expect(FakeSource.last).not.toBeNull());
    act(() => FakeSource.last!.emit('message', message));
    expect(await screen.findByTestId('message-toast')).toHaveTextContent('Neue Nachricht von Lotte');
  });

  it('shows none in the open conversation, nor for the member’s own message', async () => {
    const mock = live('/chats/30');
    await waitFor(() => expect(FakeSource.last).not.toBeNull());
    act(() => {
      FakeSource.last!.emit('message', message);
      FakeSource.last!.emit('message', { ...message, id: 92, conversation: 31, mine: true });
    });
    // The list reloads (once, for both events), and no toast comes.
    await waitFor(() => expect(callsTo(mock, 'GET', '/api/chats').length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByTestId('message-toast')).not.toBeInTheDocument();
  });
});

describe('a break in the stream', () => {
  it('reloads the conversations when the stream reconnects, not when it first opens', async () => {
    const mock = live('/members');
    await waitFor(() => expect(callsTo(mock, 'GET', '/api/chats').length).toBe(1));
    act(() => FakeSource.last!.emit('open', null));
    await new Promise((r) => setTimeout(r, 300));
    expect(callsTo(mock, 'GET', '/api/chats')).toHaveLength(1);
    // The instance holding the stream died; EventSource opened a new one elsewhere.
    act(() => FakeSource.last!.emit('open', null));
    await waitFor(() => expect(callsTo(mock, 'GET', '/api/chats')).toHaveLength(2));
  });
});
