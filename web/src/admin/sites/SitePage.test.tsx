import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSite } from '../api/sites';
import { callsTo, json, renderConsole, stubAdminApi, testStaff } from '../testing';

const site = {
  host: '*',
  created_at: '2026-11-22T00:00:00Z',
  settings: {
    name: 'Amora',
    domain: 'localhost',
    countries: ['NL', 'BE'],
    message_credits: 1,
    message_length: 1000,
    minimum_message_costs: { PL: { costs: 99, currency: 'PLN' } },
    fictional_warning: true,
    signups: 'all',
  },
  company: { name: 'Amora Media B.V.', city: 'Amsterdam', tradenames: ['Amora'] },
  options: { countries: ['BE', 'NL'], languages: ['en', 'nl'], profile_fields: [], search_fields: [], interests: [], read_only: [] },
} as unknown as AdminSite;

describe('SitesPage and SitePage', () => {
  it('lists the sites and opens one', async () => {
    stubAdminApi({
      'GET /api/admin/sites': () => json(200, [{ host: '*', name: 'Amora', domain: 'localhost', created_at: '2026-11-22T00:00:00Z' }]),
      'GET /api/admin/sites/*': () => json(200, site),
    });
    const user = userEvent.setup();
    const { router } = renderConsole('/admin/sites');
    expect(await screen.findByText('default for every other host')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '*' }));
    expect(await screen.findByRole('heading', { name: 'Settings of *' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/sites/*');
    expect(screen.getByRole('group', { name: 'Company' })).toBeInTheDocument();
  });

  it('previews the changes, shows the field errors inline and saves the changed fields with a reason', async () => {
    const api = stubAdminApi({
      'GET /api/admin/sites/*': () => json(200, site),
      'POST /api/admin/sites/*/preview': (_url, body) => {
        const b = body as { settings?: { message_credits?: number } };
        if (b.settings?.message_credits === 0) {
          const e = { code: 'invalid', field: 'settings.message_credits', key: 'siteFieldRange', params: { min: 1, max: 1000 }, message: 'Between 1 and 1000.' };
          return json(400, { error: e, fields: [e] });
        }
        return json(200, { ...site.settings, message_credits: b.settings?.message_credits, signup_allowed: true });
      },
      'PUT /api/admin/sites/*': (_url, body) => json(200, { ...site, settings: { ...site.settings, ...(body as { settings: object }).settings } }),
    });
    const user = userEvent.setup();
    renderConsole('/admin/sites/*');
    const credits = await screen.findByLabelText('message_credits');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.clear(credits);
    await user.type(credits, '0');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Give a number from 1 to 1000.')).toBeInTheDocument();
    expect(credits).toHaveClass('is-invalid');

    await user.clear(credits);
    await user.type(credits, '3');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByTestId('site-preview')).toHaveTextContent('"message_credits": 3');
    expect(credits).not.toHaveClass('is-invalid');

    const costs = screen.getByLabelText('minimum_message_costs');
    await user.clear(costs);
    await user.type(costs, '{{');
    expect(screen.getByText('This is not valid JSON.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Undo changes' }));
    await user.clear(credits);
    await user.type(credits, '3');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save changes (1)' });
    expect(within(dialog).getByText('settings.message_credits')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Price test');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Saved\. Every server/)).toBeInTheDocument();
    expect(callsTo(api, 'PUT', '/api/admin/sites/*')[0]!.body).toEqual({ settings: { message_credits: 3 }, reason: 'Price test' });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('is not in the navigation of a role without the sites permission', async () => {
    stubAdminApi({ 'GET /api/admin/sessions': () => json(200, []) }, testStaff({ role: 'support', permissions: ['members.read', 'members.support', 'self'] }));
    renderConsole('/admin/sessions');
    await screen.findByRole('navigation');
    expect(screen.queryByRole('link', { name: 'Sites' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Packages' })).toBeNull();
  });
});
