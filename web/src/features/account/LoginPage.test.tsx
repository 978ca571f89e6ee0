import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render';
import { LoginPage } from './LoginPage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('LoginPage', () => {
  it('posts the credentials and shows the server’s refusal in the visitor’s language', async () => {
    const fetchMock = vi.fn(async (url: URL, init: RequestInit) => {
      if (url.pathname === '/api/user' && init.method === 'GET') return json(403, { error: { code: 'authentication_required', message: '' } });
      return json(403, { error: { code: 'authentication_required', key: 'loginFailed', message: 'Login failed, please try again' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderAt(<LoginPage />, { path: '/login' });
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'jan@example.nl');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed, please try again');
    const post = fetchMock.mock.calls.find(([, init]) => init.method === 'POST')!;
    expect(JSON.parse(post[1].body as string)).toEqual({ email: 'jan@example.nl', password: 'wrong' });
  });

  it('shows the block with its minutes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: URL, init: RequestInit) =>
        init.method === 'GET'
          ? json(403, { error: { code: 'authentication_required', message: '' } })
          : json(429, { error: { code: 'rate_limited', key: 'loginBlocked', params: { minutes: 15 }, message: '' } }),
      ),
    );
    renderAt(<LoginPage />, { path: '/login', lng: 'nl' });
    await userEvent.type(await screen.findByLabelText(/e-mail/i), 'jan@example.nl');
    await userEvent.type(screen.getByLabelText(/wachtwoord/i), 'x');
    await userEvent.click(screen.getByRole('button', { name: /inloggen/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent('15');
  });

  it('says that a locked account unlocks with a new password, in the visitor’s language', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: URL, init: RequestInit) =>
        init.method === 'GET'
          ? json(403, { error: { code: 'authentication_required', message: '' } })
          : json(403, { error: { code: 'forbidden', key: 'accountLocked', message: 'This account is locked for your safety.' } }),
      ),
    );
    renderAt(<LoginPage />, { path: '/login', lng: 'pl' });
    await userEvent.type(await screen.findByLabelText('Adres e-mail'), 'jan@example.pl');
    await userEvent.type(screen.getByLabelText('Hasło'), 'dobre-haslo-1');
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('To konto zostało zablokowane dla Twojego bezpieczeństwa. Poproś o nowe hasło, aby je odblokować.');
  });
});
