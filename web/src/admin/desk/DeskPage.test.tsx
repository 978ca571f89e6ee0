import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, callsTo, json, renderConsole, stubAdminApi } from '../testing';
import { testConversation, testGifts, testOperator, testQueue, testQueueItem } from './testDesk';

describe('DeskPage', () => {
  it('shows an operator the queue, oldest first, with waiting time, language and names, and only the desk in the sidebar', async () => {
    stubAdminApi(
      {
        'GET /api/admin/desk': () =>
          json(200, testQueue([testQueueItem({ waiting_seconds: 725 }), testQueueItem({ conversation_id: 8, member: { id: 22, name: 'Kees', age: 52, country: 'BE', photo_url: null }, fictional: { id: 10, name: 'Jana', age: 29, country: 'DE', photo_url: null }, language: 'de', waiting_seconds: 30, waiting_messages: 1, claimed_by_me: true })])),
      },
      testOperator(),
    );
    renderConsole('/admin/desk');
    expect(await screen.findByRole('heading', { name: 'Chat desk' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('desk-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Bart')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Mila')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Dutch')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/^12:0\d$/)).toHaveClass('desk-wait-late');
    expect(within(rows[1]!).getByText('German')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/^0:3\d$/)).toHaveClass('desk-wait-ok');
    expect(within(rows[1]!).getByRole('button', { name: 'Continue the conversation of Kees with Jana' })).toBeInTheDocument();
    expect(screen.getByText('2 waiting')).toBeInTheDocument();

    const nav = screen.getByRole('complementary', { name: 'Console navigation' });
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(['Chat desk', 'My sessions']);
  });

  it('claims a conversation and opens its answer screen', async () => {
    const api = stubAdminApi(
      {
        'GET /api/admin/desk': () => json(200, testQueue([testQueueItem()])),
        'POST /api/admin/desk/7/claim': () => json(200, { conversation_id: 7, claim_expires: new Date(Date.now() + 300_000).toISOString() }),
        'GET /api/admin/desk/7': () => json(200, testConversation()),
        'GET /api/gifts': () => json(200, testGifts),
      },
      testOperator(),
    );
    const user = userEvent.setup();
    const { router } = renderConsole('/admin/desk');
    await user.click(await screen.findByRole('button', { name: 'Claim the conversation of Bart with Mila' }));
    expect(await screen.findByRole('heading', { name: 'Bart writes to Mila' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/desk/7');
    expect(callsTo(api, 'POST', '/api/admin/desk/7/claim')).toHaveLength(1);
  });

  it('says so when another operator claimed the conversation first, and reads the queue again', async () => {
    let reads = 0;
    stubAdminApi(
      {
        'GET /api/admin/desk': () => {
          reads++;
          return json(200, testQueue(reads === 1 ? [testQueueItem()] : []));
        },
        'POST /api/admin/desk/7/claim': () => apiError(409, 'conflict', 'deskClaimed'),
      },
      testOperator(),
    );
    const user = userEvent.setup();
    const { router } = renderConsole('/admin/desk');
    await user.click(await screen.findByRole('button', { name: 'Claim the conversation of Bart with Mila' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Another operator is answering this conversation.');
    expect(await screen.findByText(/Nobody is waiting for an answer/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/desk');
  });

  it('tells an operator without languages why nothing arrives, in their language', async () => {
    stubAdminApi({ 'GET /api/admin/desk': () => json(200, testQueue([], { languages: [] })) }, testOperator());
    renderConsole('/admin/desk', 'de');
    expect(await screen.findByRole('alert')).toHaveTextContent('Du hast noch keine Desk-Sprachen');
    expect(screen.getByText(/Niemand wartet auf eine Antwort/)).toBeInTheDocument();
  });

  it('lands an operator on the desk after logging in', async () => {
    stubAdminApi({ 'POST /api/admin/login': () => json(200, testOperator()), 'GET /api/admin/desk': () => json(200, testQueue([])) }, null);
    const user = userEvent.setup();
    const { router } = renderConsole('/admin/login');
    await user.type(await screen.findByLabelText('E-mail'), 'olga@amora.test');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Chat desk' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/desk');
  });

  it('sends an operator who opens /admin to the desk', async () => {
    stubAdminApi({ 'GET /api/admin/desk': () => json(200, testQueue([])) }, testOperator());
    const { router } = renderConsole('/admin');
    expect(await screen.findByRole('heading', { name: 'Chat desk' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/desk');
  });
});
