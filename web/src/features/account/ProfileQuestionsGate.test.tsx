import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MembersPage } from '../members/MembersPage';
import { json, renderRoutes, stubServer, testUser } from './testing';

afterEach(() => vi.unstubAllGlobals());

const unanswered = testUser({ profile: { id: 7, status: 'active', name: 'Sanne', age: 31, main_image: null, gender: '', looking_for: '', country: '', region: '', city: '', complete: false } });
const routes = { '/members': <MembersPage />, '/complete-signup': <p>Questions</p> };

describe('the member search before the profile questions', () => {
  it('asks for the answers instead of searching, and leads to them', async () => {
    const server = stubServer({ 'GET /api/user': () => json(200, unanswered) });
    const { router } = renderRoutes(routes, { at: '/members' });
    expect(await screen.findByRole('heading', { name: 'First, a few questions' })).toBeInTheDocument();
    expect(server.mock.calls.some(([url]) => String(url).includes('/api/members'))).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'Answer the questions' }));
    expect(await screen.findByText('Questions')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/complete-signup');
  });
});
