import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, testUser } from '../account/testing';
import type { ChatWith } from '../../api/chats';
import { callsTo, renderChat, stubChatApi, testChats, testChatWith, testMessage } from './testing';

afterEach(() => vi.unstubAllGlobals());

const noLikes = () => json(200, { profiles: [], liked_by: [], new_likes: 0 });
const sent = testMessage({ id: 40, conversation: 30, mine: true, sender: 7, text: 'Hi Lotte, how are you?', created_at: '2026-11-23T10:00:00Z', status: 'sent' });

/** startChat opens the empty conversation with Lotte; send answers the POST. */
function startChat(send: () => Response | Promise<Response>, { cost = 1, canStart = true, credits = 10, refusal = null as ChatWith['refusal'] } = {}) {
  return stubChatApi({
    'GET /api/user': () => json(200, testUser({ credits })),
    'GET /api/chats': () => json(200, testChats([])),
    'GET /api/likes': noLikes,
    'GET /api/chats/with/5': () => json(200, testChatWith({ message_cost: cost, can_start: canStart, refusal })),
    'GET /api/chats/30/messages': () => json(200, { messages: [sent], more: false, history_hidden: false, history_limit: 50, profile: testChatWith().profile, message_cost: cost, message_length: 1000 }),
    'POST /api/members/5/messages': send,
  });
}

/** dismissIcebreaker closes the openers the empty conversation offers first. */
async function dismissIcebreaker() {
  const dialog = await screen.findByRole('dialog', { name: 'Break the ice' });
  await userEvent.click(within(dialog).getByRole('button', { name: "I'll write my own" }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

const box = () => screen.getByRole('textbox', { name: 'Your message' });

describe('writing to a member', () => {
  it('offers openers for an empty conversation; picking one fills the message box', async () => {
    startChat(() => json(201, { message: sent, credits: 9 }));
    renderChat('/members/5/chat');
    const dialog = await screen.findByRole('dialog', { name: 'Break the ice' });
    expect(dialog.querySelectorAll('.icebreaker-option')).toHaveLength(6);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hi Lotte! Your profile made me smile. How is your day going?' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(box()).toHaveValue('Hi Lotte! Your profile made me smile. How is your day going?');
    expect(screen.getByRole('heading', { name: 'Say hello to Lotte' })).toBeInTheDocument();
  });

  it('shows the cost on the button, sends, shows the message and the new balance', async () => {
    const mock = startChat(() => json(201, { message: sent, credits: 9 }));
    renderChat('/members/5/chat');
    await dismissIcebreaker();
    const button = screen.getByRole('button', { name: 'Send · 1 credit' });
    expect(button).toBeDisabled();
    expect(screen.getByText('You have 10 credits')).toBeInTheDocument();
    await userEvent.type(box(), 'Hi Lotte, how are you?');
    expect(screen.getByText('22 of 1000 characters')).toBeInTheDocument();
    await userEvent.click(button);
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(1));
    expect(screen.getByTestId('chat-message')).toHaveTextContent('Hi Lotte, how are you?');
    expect(box()).toHaveValue('');
    expect(await screen.findByText('You have 9 credits')).toBeInTheDocument();
    expect(callsTo(mock, 'POST', '/api/members/5/messages').map((c) => c.body)).toEqual([{ text: 'Hi Lotte, how are you?' }]);
  });

  it('sends on Enter and starts a new line on Shift+Enter', async () => {
    const mock = startChat(() => json(201, { message: sent, credits: 9 }));
    renderChat('/members/5/chat');
    await dismissIcebreaker();
    await userEvent.type(box(), 'Hi{Shift>}{Enter}{/Shift}there{Enter}');
    await waitFor(() => expect(callsTo(mock, 'POST', '/api/members/5/messages')).toHaveLength(1));
    expect(callsTo(mock, 'POST', '/api/members/5/messages')[0]?.body).toEqual({ text: 'Hi\nthere' });
  });

  it('counts plural costs', async () => {
    startChat(() => json(201, { message: sent, credits: 7 }), { cost: 3 });
    renderChat('/members/5/chat');
    await dismissIcebreaker();
    expect(screen.getByRole('button', { name: 'Send · 3 credits' })).toBeInTheDocument();
  });

  it.each([
    ['not enough credits', apiError(402, { code: 'not_enough_credits', key: 'notEnoughCredits' }), 'You do not have enough credits to send this message'],
    ['the conversation limit', apiError(402, { code: 'premium_required', key: 'conversationLimit', params: { max: 2 } }), 'Free members can chat with 2 members. Get premium to start more conversations.'],
    ['a partner who has not confirmed their address', apiError(403, { code: 'forbidden', key: 'partnerNotConfirmed' }), 'This member has not confirmed their e-mail address yet. You can reply once they have.'],
    ['an invisible member', apiError(403, { code: 'forbidden', key: 'invisibleMember' }), 'This member is invisible and starts conversations themselves.'],
    ['a message too long', apiError(400, { code: 'invalid', key: 'messageTooLong', params: { max: 500 } }), 'Your message may have at most 500 characters.'],
    ['an empty message', apiError(400, { code: 'invalid', key: 'messageEmpty' }), 'Write a message first.'],
    ['a block', apiError(403, { code: 'blocked', key: 'blocked' }), "You're blocked"],
  ])('says so above the footer on %s', async (_case, answer, text) => {
    startChat(() => answer);
    renderChat('/members/5/chat');
    await dismissIcebreaker();
    await userEvent.type(box(), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send · 1 credit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    // The text stays, to try again.
    expect(box()).toHaveValue('Hello');
    expect(screen.queryAllByTestId('chat-message')).toHaveLength(0);
  });

  it.each([
    ['credits', apiError(402, { code: 'not_enough_credits' }), 'Buy credits'],
    ['premium', apiError(402, { code: 'premium_required', params: { max: 2 } }), 'Get premium'],
  ])('shows the %s alert with a buy link to the credits screen', async (_case, answer, label) => {
    startChat(() => answer);
    renderChat('/members/5/chat');
    await dismissIcebreaker();
    await userEvent.type(box(), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send · 1 credit' }));
    await screen.findByRole('alert');
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', '/credits');
  });

  it('says so when the member blocked the viewer', async () => {
    stubChatApi({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/chats': () => json(200, testChats([])),
      'GET /api/likes': noLikes,
      'GET /api/chats/with/5': () => apiError(403, { code: 'blocked', key: 'blocked' }),
    });
    renderChat('/members/5/chat');
    expect(await screen.findByRole('alert')).toHaveTextContent("You're blocked");
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the premium alert at once when a free member has used their conversations', async () => {
    startChat(() => json(201, {}), { canStart: false });
    renderChat('/members/5/chat');
    expect(await screen.findByRole('alert')).toHaveTextContent('Free members can chat with 2 members.');
    expect(box()).toBeDisabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['invisibleMember', 'This member is invisible and starts conversations themselves. You can write once they have written to you.'],
    ['partnerNotConfirmed', 'This member has not confirmed their e-mail address yet. You can reply once they have.'],
  ] as const)('says at once why no message can go (%s), without the premium alert', async (refusal, text) => {
    startChat(() => json(201, {}), { canStart: false, refusal });
    renderChat('/members/5/chat');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByText(/Get premium/)).not.toBeInTheDocument();
    expect(box()).toBeDisabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('disables sending while the text is over the length', async () => {
    stubChatApi({
      'GET /api/user': () => json(200, testUser()),
      'GET /api/chats': () => json(200, testChats([])),
      'GET /api/likes': noLikes,
      'GET /api/chats/with/5': () => json(200, testChatWith({ message_length: 5 })),
    });
    renderChat('/members/5/chat');
    await dismissIcebreaker();
    await userEvent.type(box(), 'Hello!');
    expect(box()).toHaveClass('is-invalid');
    expect(screen.getByRole('button', { name: 'Send · 1 credit' })).toBeDisabled();
  });
});
