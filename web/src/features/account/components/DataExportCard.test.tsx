import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfilePage } from '../ProfilePage';
import { apiError, json, renderRoutes, stubServer, testUser } from '../testing';

afterEach(() => vi.unstubAllGlobals());

const routes = { '/profile': <ProfilePage /> };
const member = () => json(200, testUser());
const preparing = { id: 7, status: 'preparing', created_at: '2026-11-26T09:00:00Z' };
const ready = { ...preparing, status: 'ready', expires_at: '2026-12-03T09:00:00Z', size: 2_345_678, url: '/api/export/7' };

describe('DataExportCard', () => {
  it('asks for the data and shows it being prepared', async () => {
    const server = stubServer({
      'GET /api/user': member,
      'GET /api/export': () => json(200, { export: null }),
      'POST /api/export': () => json(202, { export: preparing }),
    });
    renderRoutes(routes, { at: '/profile' });
    expect(await screen.findByRole('heading', { name: 'Download my data' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(/We are preparing your data/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /download/i })).not.toBeInTheDocument();
    expect(server.mock.calls.filter(([url, init]) => url.pathname === '/api/export' && init?.method === 'POST')).toHaveLength(1);
  });

  it('links to a ready ZIP with its size and expiry', async () => {
    stubServer({ 'GET /api/user': member, 'GET /api/export': () => json(200, { export: ready }) });
    renderRoutes(routes, { at: '/profile' });
    const link = await screen.findByRole('link', { name: 'Download ZIP (2.3 MB)' });
    expect(link).toHaveAttribute('href', '/api/export/7');
    expect(link).toHaveAttribute('download');
    expect(screen.getByText(/You can download it until Dec 3, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask for a new download' })).toBeInTheDocument();
  });

  it('says an expired export is gone and offers a new one', async () => {
    stubServer({ 'GET /api/user': member, 'GET /api/export': () => json(200, { export: { ...preparing, status: 'expired' } }) });
    renderRoutes(routes, { at: '/profile' });
    expect(await screen.findByText('Your last download has expired and its file was deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download ZIP/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask for a new download' })).toBeInTheDocument();
  });

  it('explains the weekly limit in the member’s words', async () => {
    stubServer({
      'GET /api/user': member,
      'GET /api/export': () => json(200, { export: { ...preparing, status: 'expired' } }),
      'POST /api/export': () => apiError(429, { code: 'rate_limited', key: 'exportLimit', params: { max: 3, days: 7 } }),
    });
    renderRoutes(routes, { at: '/profile' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for a new download' }));
    expect(await screen.findByText('You can ask for your data at most 3 times in 7 days. Please try again later.')).toHaveAttribute('role', 'alert');
  });
});
