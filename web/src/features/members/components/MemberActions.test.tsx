import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, renderRoutes, testUser } from '../../account/testing';
import { testLikes } from '../../likes/testing';
import { stubApi, testMember } from '../testing';
import { MemberActions } from './MemberActions';

afterEach(() => vi.unstubAllGlobals());

function render(member = testMember({ id: 5, name: 'Lotte' }), user: ReturnType<typeof testUser> | null = testUser()) {
  stubApi({
    'GET /api/user': () => (user ? json(200, user) : apiError(403, { code: 'authentication_required' })),
    'GET /api/likes': () => json(200, testLikes([])),
  });
  renderRoutes({ '/members/:id': <MemberActions member={member} /> }, { at: `/members/${member.id}` });
}

describe('the Message button of a profile', () => {
  it('opens the conversation with the member', async () => {
    render();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/members/5/chat'));
  });

  it('sends visitors to the login page', async () => {
    render(undefined, null);
    expect(await screen.findByRole('link', { name: 'Message' })).toHaveAttribute('href', '/login');
  });

  it('is not on the member’s own profile', async () => {
    render(testMember({ id: 7, name: 'Sanne' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Message' })).not.toBeInTheDocument());
  });

  it('is not there for a member the viewer blocked', async () => {
    render(testMember({ id: 5, name: 'Lotte', blocked: true }));
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Message' })).not.toBeInTheDocument();
  });
});
