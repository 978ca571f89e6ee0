import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignupPage } from './SignupPage';
import { json, renderRoutes, stubServer, testUser } from './testing';

afterEach(() => vi.unstubAllGlobals());

describe('SignupPage', () => {
  it('moves the new member on to complete the profile', async () => {
    stubServer({
      'GET /api/email-suggestion': () => json(200, { suggestion: '' }),
      'POST /api/signup': () => json(201, testUser({ status: 'not_confirmed' })),
    });
    const { router } = renderRoutes(
      { '/signup': <SignupPage />, '/complete-signup': <p>Complete signup</p>, '/members': <p>Members</p> },
      { at: '/signup' },
    );
    await userEvent.type(await screen.findByLabelText('Username'), 'Sanne');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'sanne@example.nl');
    await userEvent.type(screen.getByLabelText('Password'), 'veilig-wachtwoord-42');
    await userEvent.type(screen.getByLabelText('Date of birth'), '1994-05-17');
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Complete signup')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/complete-signup');
  });

  it('sends members who are logged in already to the members', async () => {
    stubServer({ 'GET /api/user': () => json(200, testUser()) });
    const { router } = renderRoutes({ '/signup': <SignupPage />, '/members': <p>Members</p> }, { at: '/signup' });
    expect(await screen.findByText('Members')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/members');
  });
});
