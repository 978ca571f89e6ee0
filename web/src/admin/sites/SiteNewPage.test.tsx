import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSite } from '../api/sites';
import { callsTo, json, renderConsole, stubAdminApi } from '../testing';
import { siteHostError } from './siteHost';

const site = (host: string, name: string, company: string) =>
  ({
    host,
    created_at: '2026-11-22T00:00:00Z',
    settings: { name, domain: host === '*' ? 'localhost' : host, countries: ['NL'] },
    company: { name: company, city: 'Amsterdam', tradenames: ['Amora'] },
    options: { countries: ['NL'], languages: ['en', 'nl'], profile_fields: [], search_fields: [], interests: [], read_only: [] },
  }) as unknown as AdminSite;

describe('siteHostError', () => {
  it('takes a domain of two labels or more, as the server does', () => {
    expect(siteHostError(' WWW.Example.COM. ')).toBe('');
    expect(siteHostError('flirt-punt.nl')).toBe('');
    expect(siteHostError('')).toBe('siteFieldRequired');
    for (const bad of ['localhost', 'http://example.com', 'example.com:8080', 'exa mple.com', '-a.example', 'a..example', 'x'.repeat(64) + '.com']) {
      expect(siteHostError(bad), bad).toBe('siteHostInvalid');
    }
  });
});

describe('SiteNewPage', () => {
  it('adds a site from the list: host checked, settings copied, company edited, reason asked', async () => {
    const api = stubAdminApi({
      'GET /api/admin/sites': () =>
        json(200, [
          { host: '*', name: 'Amora', domain: 'localhost', created_at: '2026-11-22T00:00:00Z' },
          { host: 'flirt.example', name: 'Flirt', domain: 'flirt.example', created_at: '2026-11-22T00:00:00Z' },
        ]),
      'GET /api/admin/sites/*': () => json(200, site('*', 'Amora', 'Amora Media B.V.')),
      'GET /api/admin/sites/flirt.example': () => json(200, site('flirt.example', 'Flirt', 'Flirt B.V.')),
      'POST /api/admin/sites': (_url, body) => {
        const b = body as { host: string };
        if (b.host === 'taken.example') {
          const e = { code: 'conflict', field: 'host', key: 'siteExists', message: 'This host already has a site.' };
          return json(409, { error: e, fields: [e] });
        }
        return json(201, site(b.host, 'Flirt', 'Date B.V.'));
      },
      'GET /api/admin/sites/date.example': () => json(200, site('date.example', 'Flirt', 'Date B.V.')),
    });
    const user = userEvent.setup();
    const { router } = renderConsole('/admin/sites');
    await user.click(await screen.findByRole('link', { name: 'Add a site' }));
    expect(await screen.findByRole('heading', { name: 'Add a site' })).toBeInTheDocument();
    expect(await screen.findByLabelText('name')).toHaveValue('Amora Media B.V.');

    // The company details follow the site copied.
    await user.selectOptions(screen.getByLabelText('Copy the settings of'), 'flirt.example');
    expect(await screen.findByDisplayValue('Flirt B.V.')).toBeInTheDocument();

    const host = screen.getByLabelText('Host name');
    await user.type(host, 'localhost');
    await user.click(screen.getByRole('button', { name: 'Add site' }));
    expect(await screen.findByText(/Give a host name such as www\.example\.com/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.clear(host);
    await user.type(host, 'taken.example');
    await user.click(screen.getByRole('button', { name: 'Add site' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add the site taken.example?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'New brand');
    await user.click(within(dialog).getByRole('button', { name: 'Add site' }));
    expect(await screen.findByText('This host already has a site.')).toBeInTheDocument();
    expect(host).toHaveClass('is-invalid');

    await user.clear(host);
    await user.type(host, ' Date.Example ');
    const company = screen.getByLabelText('name');
    await user.clear(company);
    await user.type(company, 'Date B.V.');
    await user.click(screen.getByRole('button', { name: 'Add site' }));
    dialog = await screen.findByRole('dialog', { name: 'Add the site date.example?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'New brand');
    await user.click(within(dialog).getByRole('button', { name: 'Add site' }));
    expect(await screen.findByRole('heading', { name: 'Settings of date.example' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/sites/date.example');
    expect(callsTo(api, 'POST', '/api/admin/sites')[1]!.body).toEqual({
      host: 'date.example',
      copy_from: 'flirt.example',
      company: { name: 'Date B.V.' },
      reason: 'New brand',
    });
  });
});
