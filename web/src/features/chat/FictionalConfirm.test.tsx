import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, testUser } from '../account/testing';
import { testCard } from '../members/testing';
import { testSettings } from '../../test/render';
import { callsTo, renderChat, stubChatApi, testChats, testChatWith, testMessage } from './testing';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const mila = testCard({ id: 5, name: 'Mila', fictional: true });
const sent = testMessage({ id: 40, conversation: 30, mine: true, sender: 7, text: 'Hi Mila', status: 'sent' });
const settings = testSettings({ fictional_warning: true, fictional_icon: '', fictional_singular: { en: 'fictional profile' } });

function stub(partner = mila) {
  return stubChatApi({
    'GET /api/user': () => json(200, testUser({ credits: 10 })),
    'GET /api/chats': () => json(200, testChats([])),
    'GET /api/likes': () => json(200, { profiles: [], liked_by: [], new_likes: 0 }),
    'GET /api/chats/with/5': () => json(200, testChatWith({ profile: partner })),
    'GET /api/chats/30/messages': () =>
      json(200, { messages: [sent], more: false, history_hidden: false, history_limit: 50, profile: partner, message_cost: 1, message_length: 1000 }),
    'POST /api/members/5/messages': () => json(201, { message: sent, credits: 9 }),
  });
}

async function writeAndSend() {
  const dialog = await screen.findByRole('dialog', { name: 'Break the ice' });
  await userEvent.click(within(dialog).getByRole('button', { name: "I'll write my own" }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'Hi Mila');
  await userEvent.click(screen.getByRole('button', { name: 'Send · 1 credit' }));
}

describe('the first message to a fictional profile', () => {
  it('shows the warning in the header, and sends only after the member confirms it, once per profile', async () => {
    const mock = stub();
    renderChat('/members/5/chat', { settings });
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('note')).toHaveTextContent('This is a fictional profile');
    await writeAndSend();
    const confirm = screen.getByRole('alertdialog', { name: 'Before you write to Mila' });
    expect(within(confirm).getByRole('note')).toHaveTextContent('you cannot meet this person in real life');
    expect(callsTo(mock, 'POST', '/api/members/5/messages')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'I understand, send' }));
    await waitFor(() => expect(callsTo(mock, 'POST', '/api/members/5/messages')).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('amora.fictionalAck.7.5')).toBe('1');
  });

  it('does not ask again once confirmed, and cancelling sends nothing', async () => {
    const mock = stub();
    renderChat('/members/5/chat', { settings });
    await writeAndSend();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(mock, 'POST', '/api/members/5/messages')).toHaveLength(0);
    localStorage.setItem('amora.fictionalAck.7.5', '1');
    await userEvent.click(screen.getByRole('button', { name: 'Send · 1 credit' }));
    await waitFor(() => expect(callsTo(mock, 'POST', '/api/members/5/messages')).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('never asks before a message to a real member', async () => {
    const mock = stub(testCard({ id: 5, name: 'Mila', fictional: false }));
    renderChat('/members/5/chat', { settings });
    await writeAndSend();
    await waitFor(() => expect(callsTo(mock, 'POST', '/api/members/5/messages')).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
