import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, callsTo, json, renderConsole, stubAdminApi } from '../testing';
import { testConversation, testGifts, testOperator, testQueue } from './testDesk';

const claimed = () => json(200, { conversation_id: 7, claim_expires: new Date(Date.now() + 300_000).toISOString() });

function stubDesk(extra: Parameters<typeof stubAdminApi>[0] = {}) {
  return stubAdminApi(
    {
      'GET /api/admin/desk/7': () => json(200, testConversation()),
      'GET /api/gifts': () => json(200, testGifts),
      'GET /api/admin/desk': () => json(200, testQueue([])),
      'POST /api/admin/desk/7/claim': claimed,
      ...extra,
    },
    testOperator(),
  );
}

describe('DeskAnswerPage', () => {
  it("shows the member's profile and photos, the whole conversation with gifts, the fictional profile's facts and the notes, nothing private", async () => {
    stubDesk();
    renderConsole('/admin/desk/7');
    expect(await screen.findByRole('heading', { name: 'Bart writes to Mila' })).toBeInTheDocument();
    const member = screen.getByRole('region', { name: 'Member' });
    expect(within(member).getByRole('img', { name: 'Photo 1 of Bart' })).toHaveAttribute('src', '/api/admin/desk/7/photos/301');
    expect(within(member).getByRole('img', { name: 'Photo 2 of Bart' })).toBeInTheDocument();
    expect(within(member).getByText('Utrecht, NL-UT, NL')).toBeInTheDocument();
    expect(within(member).getByText('Ik hou van wandelen.')).toBeInTheDocument();
    const fictional = screen.getByRole('region', { name: 'Fictional profile' });
    expect(within(fictional).getByText('Haarlem, NL-NH, NL')).toBeInTheDocument();
    expect(within(fictional).getByText('Ik fiets graag.')).toBeInTheDocument();
    const log = screen.getByRole('log', { name: 'The whole conversation' });
    const messages = within(log).getAllByTestId('desk-message');
    expect(messages).toHaveLength(4);
    expect(messages[1]).toHaveTextContent('by operator #4');
    expect(await within(messages[2]!).findByText('sent a gift: Red rose')).toBeInTheDocument();
    expect(messages[3]).toHaveTextContent('Ben je echt?');
    expect(screen.getByRole('region', { name: 'Notes' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Kept for Bart · Mila/)).toHaveValue('Has a dog called Max.');
    expect(screen.getByRole('timer', { name: 'Time left on your claim' })).toHaveTextContent(/[34]:\d\d/);
    expect(document.body.textContent).not.toMatch(/@|credits|IBAN/i);
  });

  it("marks the site's first message (fictional first messages) as sent automatically, and no other", async () => {
    const base = testConversation();
    const first = { id: 1, from_member: false, text: 'Hoi Bart, ik zag je profiel!', gift: null, created_at: '2026-11-26T05:50:00Z', status: 'read' as const, operator_id: 4, sent_by_site: true };
    stubDesk({ 'GET /api/admin/desk/7': () => json(200, { ...base, messages: [first, ...base.messages.map((m) => ({ ...m, id: m.id + 1 }))] }) });
    renderConsole('/admin/desk/7');
    const log = await screen.findByRole('log', { name: 'The whole conversation' });
    const messages = within(log).getAllByTestId('desk-message');
    expect(messages).toHaveLength(5);
    const mark = within(messages[0]!).getByTestId('desk-sent-by-site');
    expect(mark).toHaveTextContent('sent automatically');
    expect(mark).toHaveAttribute('title', "The site wrote this first message in the profile's name; the member saw it marked as the site's.");
    expect(messages[0]).toHaveClass('by-site');
    for (const m of messages.slice(1)) expect(within(m).queryByTestId('desk-sent-by-site')).toBeNull();
  });

  it('inserts the honest disclosure, sends with Enter (Shift+Enter is a new line) and goes back to the queue', async () => {
    const api = stubDesk({
      'POST /api/admin/desk/7/messages': (_u, body) => json(201, { id: 9, from_member: false, text: (body as { text: string }).text, gift: null, created_at: '2026-11-26T06:02:00Z', status: 'sent', operator_id: 5, sent_by_site: false }),
    });
    const user = userEvent.setup();
    const { router } = renderConsole('/admin/desk/7');
    const box = await screen.findByLabelText('Reply as Mila');
    await user.type(box, 'Ja hoor.');
    await user.click(screen.getByRole('button', { name: 'Insert: this is a fictional profile' }));
    expect(box).toHaveValue('Ja hoor. Dit is een fictief profiel dat wordt beheerd door Amora Media B.V.');
    await user.type(box, '{Shift>}{Enter}{/Shift}Groetjes');
    expect(callsTo(api, 'POST', '/api/admin/desk/7/messages')).toHaveLength(0);
    await user.type(box, '{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/desk'));
    expect(callsTo(api, 'POST', '/api/admin/desk/7/messages')[0]?.body).toEqual({ text: 'Ja hoor. Dit is een fictief profiel dat wordt beheerd door Amora Media B.V.\nGroetjes' });
    expect(await screen.findByText('Your reply to Bart was sent.')).toHaveAttribute('role', 'status');
    // Typing extended the claim once (the heartbeat), not on every key.
    expect(callsTo(api, 'POST', '/api/admin/desk/7/claim')).toHaveLength(1);
  });

  it('saves the notes of the pair', async () => {
    const api = stubDesk({
      'PUT /api/admin/desk/7/notes': (_u, body) => json(200, { text: (body as { text: string }).text, staff_id: 5, updated_at: '2026-11-26T06:03:00Z' }),
    });
    const user = userEvent.setup();
    renderConsole('/admin/desk/7');
    const notes = await screen.findByLabelText(/Kept for Bart · Mila/);
    await user.type(notes, ' Works as a nurse.');
    expect(screen.getByText('Not saved yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByText(/^Saved /)).toBeInTheDocument();
    expect(callsTo(api, 'PUT', '/api/admin/desk/7/notes')[0]?.body).toEqual({ text: 'Has a dog called Max. Works as a nurse.' });
  });

  it('skips: the conversation goes back to the queue', async () => {
    const api = stubDesk({ 'POST /api/admin/desk/7/release': () => new Response(null, { status: 204 }) });
    const user = userEvent.setup();
    const { router } = renderConsole('/admin/desk/7');
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/desk'));
    expect(callsTo(api, 'POST', '/api/admin/desk/7/release')).toHaveLength(1);
    expect(await screen.findByText('The conversation with Bart went back to the queue.')).toBeInTheDocument();
  });

  it('flags the member for a moderator with a reason', async () => {
    const api = stubDesk({ 'POST /api/admin/desk/7/flag': () => new Response(null, { status: 204 }) });
    const user = userEvent.setup();
    renderConsole('/admin/desk/7');
    await user.click(await screen.findByRole('button', { name: 'Flag for a moderator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flag Bart for a moderator' });
    expect(within(dialog).getByRole('button', { name: 'Flag' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Asks for money');
    await user.click(within(dialog).getByRole('button', { name: 'Flag' }));
    expect(await screen.findByText('Bart is flagged for a moderator.')).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/admin/desk/7/flag')[0]?.body).toEqual({ reason: 'Asks for money' });
    expect(screen.getByRole('button', { name: 'Flagged' })).toBeDisabled();
  });

  it('says clearly when another operator took the conversation over, and stops the reply', async () => {
    stubDesk({ 'POST /api/admin/desk/7/claim': () => apiError(409, 'conflict', 'deskClaimed') });
    const user = userEvent.setup();
    renderConsole('/admin/desk/7', 'nl');
    await user.click(await screen.findByRole('button', { name: 'Verlengen' }));
    const lost = await screen.findByTestId('desk-lost');
    expect(lost).toHaveTextContent('Dit gesprek is niet meer van jou.');
    expect(lost).toHaveTextContent('Een andere operator heeft het overgenomen');
    expect(screen.getByLabelText('Antwoord als Mila')).toBeDisabled();
    expect(within(lost).getByRole('link', { name: 'Terug naar de wachtrij' })).toHaveAttribute('href', '/admin/desk');
  });

  it('says the claim ran out when the answer screen is no longer the operator’s', async () => {
    stubDesk({ 'GET /api/admin/desk/7': () => apiError(409, 'conflict', 'deskNotClaimed') });
    renderConsole('/admin/desk/7');
    const lost = await screen.findByTestId('desk-lost');
    expect(lost).toHaveTextContent('This conversation is no longer yours. Your claim ran out and the conversation went back to the queue');
  });

  it('counts an expired claim as lost', async () => {
    stubDesk({ 'GET /api/admin/desk/7': () => json(200, testConversation({ claim_expires: new Date(Date.now() - 1000).toISOString() })) });
    renderConsole('/admin/desk/7');
    expect(await screen.findByTestId('desk-lost')).toHaveTextContent('Your claim ran out');
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
  });
});
