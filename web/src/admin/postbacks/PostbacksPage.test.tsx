import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, json, renderConsole, stubAdminApi, testStaff } from '../testing';

const network = {
  network: 'affnet',
  url_template: 'https://t.example/pb?cid={click_id}',
  enabled: true,
  payouts: { signup: 100, activation: 0, first_purchase: 1250 },
  payout_currency: 'EUR',
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-21T10:00:00Z',
};
const conversion = {
  id: 7,
  member_id: 42,
  event: 'first_purchase',
  source: { network: 'affnet', ref: 'r', sub1: '', sub2: '', sub3: '', click_id: 'CLK-9' },
  payment_id: 3,
  amount: 1995,
  currency: 'EUR',
  payout: 1250,
  payout_currency: 'EUR',
  postback_status: 'sent',
  created_at: '2026-11-25T10:00:00Z',
  attempts: [
    { id: 1, conversion_id: 7, attempt: 1, url: 'https://t.example/pb?cid=CLK-9', status: 'failed', response_code: 503, error: 'the receiver answered 503', duration_ms: 12, attempted_at: '2026-11-25T10:00:01Z' },
    { id: 2, conversion_id: 7, attempt: 2, url: 'https://t.example/pb?cid=CLK-9', status: 'ok', response_code: 200, error: '', duration_ms: 9, attempted_at: '2026-11-25T10:00:11Z' },
  ],
};

describe('PostbacksPage', () => {
  it('lists the networks and the postbacks, each with its attempts', async () => {
    stubAdminApi({
      'GET /api/admin/postback-networks': () => json(200, [network]),
      'GET /api/admin/postbacks': () => json(200, [conversion]),
    });
    renderConsole('/admin/postbacks');
    expect(await screen.findByRole('heading', { name: 'Network postbacks', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('https://t.example/pb?cid={click_id}')).toBeInTheDocument();
    const row = (await screen.findByText('CLK-9')).closest('tr')!;
    expect(within(row).getByText('First purchase')).toBeInTheDocument();
    expect(within(row).getByText('Sent')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Attempts: 2' }));
    const attempts = screen.getAllByTestId('postback-attempt');
    expect(attempts).toHaveLength(2);
    expect(attempts[0]).toHaveTextContent('HTTP status 503');
    expect(attempts[0]).toHaveTextContent('the receiver answered 503');
    expect(attempts[1]).toHaveTextContent('OK');
  });

  it('saves a network with its payouts in cents and the reason, and shows the translated error of a bad template', async () => {
    let fail = true;
    const api = stubAdminApi({
      'GET /api/admin/postback-networks': () => json(200, []),
      'GET /api/admin/postbacks': () => json(200, []),
      'PUT /api/admin/postback-networks/newnet': () => {
        if (fail) {
          fail = false;
          const e = { field: 'url_template', key: 'postbackTemplateMacro', message: 'Unknown macro {clickid}.', params: { macro: '{clickid}' } };
          return json(400, { error: { code: 'invalid', ...e }, fields: [e] });
        }
        return json(200, { ...network, network: 'newnet' });
      },
    });
    renderConsole('/admin/postbacks');
    const form = await screen.findByRole('form', { name: 'Add a network' });
    await userEvent.type(within(form).getByLabelText('Network'), 'newnet');
    await userEvent.type(within(form).getByLabelText('Postback URL'), 'https://t.example/?c={{clickid}');
    await userEvent.clear(within(form).getByLabelText('Payout: First purchase'));
    await userEvent.type(within(form).getByLabelText('Payout: First purchase'), '12,5');
    const save = async () => {
      await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
      const dialog = await screen.findByRole('dialog');
      await userEvent.type(within(dialog).getByLabelText(/Reason/), 'New partner.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    };
    await save();
    expect(await within(form).findByText(/Unknown macro \{clickid\}\. Use \{click_id\}/)).toBeInTheDocument();
    const [call] = callsTo(api, 'PUT', '/api/admin/postback-networks/newnet');
    expect(call!.body).toEqual({
      url_template: 'https://t.example/?c={clickid}',
      enabled: true,
      payout_currency: 'EUR',
      payouts: { signup: 0, activation: 0, first_purchase: 1250 },
      reason: 'New partner.',
    });
    await save();
    await waitFor(() => expect(callsTo(api, 'PUT', '/api/admin/postback-networks/newnet')).toHaveLength(2));
  });

  it('is not offered to a role without the permission', async () => {
    stubAdminApi({}, testStaff({ role: 'moderator', permissions: ['members.read', 'members.write', 'photos', 'complaints', 'self'] }));
    renderConsole('/admin/members');
    await screen.findByRole('navigation').catch(() => undefined);
    expect(screen.queryByRole('link', { name: 'Network postbacks' })).not.toBeInTheDocument();
  });
});
