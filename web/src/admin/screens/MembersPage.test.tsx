import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testMemberRow } from '../fixtures';
import { callsTo, json, renderConsole, stubAdminApi } from '../testing';

describe('MembersPage', () => {
  it('searches and lists the members found, each linking to their page', async () => {
    const api = stubAdminApi({
      'GET /api/admin/members': (url) =>
        json(200, {
          members: url.searchParams.get('q') === 'tr_WDqYK6vllg' ? [testMemberRow(), testMemberRow({ id: 43, name: 'Pieter', status: 'banned', email: 'p@example.nl' })] : [],
          next_before_id: null,
        }),
    });
    const user = userEvent.setup();
    const { router } = renderConsole('/admin/members');
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'tr_WDqYK6vllg');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'Sanne' })).toHaveAttribute('href', '/admin/members/42');
    expect(within(rows[2]!).getByText('banned')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=tr_WDqYK6vllg');
    expect(callsTo(api, 'GET', '/api/admin/members').at(-1)?.url.searchParams.get('q')).toBe('tr_WDqYK6vllg');
  });

  it('says when nobody matches', async () => {
    stubAdminApi({ 'GET /api/admin/members': () => json(200, { members: [], next_before_id: null }) });
    renderConsole('/admin/members?q=nobody');
    expect(await screen.findByText('No member matches “nobody”.')).toBeInTheDocument();
  });

  it('lists the newest members without a search term, and pages on', async () => {
    const api = stubAdminApi({
      'GET /api/admin/members': (url) =>
        url.searchParams.get('before_id') === '42'
          ? json(200, { members: [testMemberRow({ id: 41, name: 'Older' })], next_before_id: null })
          : json(200, { members: [testMemberRow()], next_before_id: 42 }),
    });
    const user = userEvent.setup();
    renderConsole('/admin/members');
    expect(await screen.findByRole('link', { name: 'Sanne' })).toBeInTheDocument();
    expect(callsTo(api, 'GET', '/api/admin/members')[0]?.url.searchParams.has('q')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByRole('link', { name: 'Older' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByRole('link', { name: 'Sanne' })).toBeInTheDocument();
  });
});
