import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, renderConsole, stubAdminApi, testStaff } from '../testing';
import { testFictional } from './testFictional';

describe('FictionalListPage', () => {
  it('lists the fictional profiles, retired ones marked, each linking to its form', async () => {
    stubAdminApi({
      'GET /api/admin/fictional': () => json(200, { profiles: [testFictional(), testFictional({ id: 10, name: 'Noor', retired: true, photos: [] })] }),
    });
    renderConsole('/admin/fictional');
    const mila = (await screen.findByRole('link', { name: 'Mila' })).closest('tr')!;
    expect(screen.getByRole('link', { name: 'Mila' })).toHaveAttribute('href', '/admin/fictional/9');
    expect(within(mila).getByText('Active')).toBeInTheDocument();
    expect(within(mila).getByText('Haarlem (NL)')).toBeInTheDocument();
    const noor = screen.getByRole('link', { name: 'Noor' }).closest('tr')!;
    expect(within(noor).getByText('Retired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New fictional profile' })).toHaveAttribute('href', '/admin/fictional/new');
    expect(screen.getByRole('link', { name: 'Fictional profiles' })).toBeInTheDocument(); // the sidebar
  });

  it('is not in the sidebar of a role without the sites permission', async () => {
    stubAdminApi({ 'GET /api/admin/photos': () => json(200, { photos: [], next_before_id: null }) }, testStaff({ role: 'moderator', permissions: ['members.read', 'photos', 'self'] }));
    renderConsole('/admin/photos');
    await screen.findByRole('link', { name: 'Photos' });
    expect(screen.queryByRole('link', { name: 'Fictional profiles' })).not.toBeInTheDocument();
  });
});
