import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, testUser } from '../account/testing';
import { renderChat, stubChatApi, testChatItem, testChats, testMessage, testMessagePage } from './testing';

afterEach(() => vi.unstubAllGlobals());

describe('a fictional profile’s first message', () => {
  it('is marked as sent by the site’s team, and other messages are not', async () => {
    stubChatApi({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/chats': () => json(200, testChats([testChatItem()])),
      'GET /api/likes': () => json(200, { profiles: [], liked_by: [], new_likes: 0 }),
      'GET /api/chats/30/messages': () =>
        json(200, testMessagePage([testMessage({ id: 11, text: 'Hoi! Ik zag je profiel.', sent_by_site: true }), testMessage({ id: 12, text: 'Hoe gaat het?' })])),
    });
    renderChat('/chats/30');
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('chat-message');
    expect(within(first!).getByText("Sent by Amora's team as Lotte")).toBeInTheDocument();
    expect(within(first!).getByText('This profile is fictional: our team wrote this first message.')).toBeInTheDocument();
    expect(within(second!).queryByTestId('sent-by-site')).not.toBeInTheDocument();
  });
});
