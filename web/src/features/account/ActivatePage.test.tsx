import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveIntent } from '../../lib/signupIntent';
import { ActivatePage } from './ActivatePage';
import { json, renderRoutes, sentBody, stubServer, testUser } from './testing';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function open(query: string) {
  const server = stubServer({ 'POST /api/activate': () => json(200, testUser()) });
  const { router } = renderRoutes({ '/activate/done': <ActivatePage />, '/members/:id': <p>profile</p> }, { at: `/activate/done?${query}` });
  return { server, router };
}

describe('ActivatePage', () => {
  it("leads back to the profile of the link's next, with the intent", async () => {
    const { server, router } = open('token=tok&next=%2Fmembers%2F7%3Fintent%3Dlike');
    await waitFor(() => expect(router.state.location.pathname).toBe('/members/7'));
    expect(router.state.location.search).toBe('?intent=like');
    expect(sentBody(server, 'POST', '/api/activate')).toEqual({ token: 'tok' });
  });

  it('never follows a next that is not a profile with the intent', async () => {
    for (const next of ['https://evil.example/members/7?intent=like', '//evil.example/members/7?intent=like', '/account?intent=like']) {
      localStorage.clear();
      const { router } = open(`token=tok&next=${encodeURIComponent(next)}`);
      expect(await screen.findByRole('link', { name: 'Continue' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/activate/done');
      cleanup();
    }
  });

  it("falls back to this browser's remembered intent, once", async () => {
    saveIntent('message', { id: 42, name: 'Evie' });
    const { router } = open('token=tok');
    await waitFor(() => expect(router.state.location.pathname).toBe('/members/42'));
    expect(router.state.location.search).toBe('?intent=message');
    expect(localStorage.getItem('amora.signupIntent')).toBeNull();
  });
});
