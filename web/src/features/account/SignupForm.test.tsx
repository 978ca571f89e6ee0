import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, testSettings } from '../../test/render';
import { SignupForm } from './components/SignupForm';
import { earliestDateOfBirth, latestDateOfBirth } from './signupRules';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

async function fill() {
  await userEvent.type(await screen.findByLabelText('Username'), 'Sanne');
  await userEvent.type(screen.getByLabelText('E-mail address'), 'sanne@gmial.com');
  await userEvent.type(screen.getByLabelText('Password'), 'veilig-wachtwoord-42');
  await userEvent.type(screen.getByLabelText('Date of birth'), '1994-05-17');
}

describe('SignupForm', () => {
  it('offers a correction for a mistyped domain', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(200, { suggestion: 'sanne@gmail.com' })));
    renderAt(<SignupForm onDone={() => undefined} />);
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'sanne@gmial.com');
    await userEvent.tab();
    expect(await screen.findByText('Did you mean sanne@gmail.com?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, use it' }));
    expect(screen.getByLabelText('E-mail address')).toHaveValue('sanne@gmail.com');
  });

  it('shows a field error from the server under its field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL) =>
        url.pathname === '/api/email-suggestion'
          ? json(200, { suggestion: '' })
          : json(400, { error: { code: 'invalid', field: 'date_of_birth', key: 'enterDateOfBirth', params: { min_age: 18 }, message: '' } }),
      ),
    );
    renderAt(<SignupForm onDone={() => undefined} />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Enter your date of birth (18+)')).toBeInTheDocument();
    expect(screen.getByLabelText('Date of birth')).toHaveClass('is-invalid');
  });

  it('shows every mistake at once, next to its field, before asking the server', async () => {
    const fetchMock = vi.fn(async (url: URL) => json(200, { suggestion: url.pathname === '/api/email-suggestion' ? '' : 'x' }));
    vi.stubGlobal('fetch', fetchMock);
    renderAt(<SignupForm onDone={() => undefined} />);
    await userEvent.type(await screen.findByLabelText('Username'), 'S');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'sanne@example');
    await userEvent.type(screen.getByLabelText('Password'), 'kort');
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Your username needs 2 to 30 characters.')).toBeInTheDocument();
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Your password needs at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('Enter your date of birth (18+)')).toBeInTheDocument();
    for (const label of ['Username', 'E-mail address', 'Password', 'Date of birth']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    await vi.waitFor(() => expect(screen.getByLabelText('Username')).toHaveFocus());
    expect(fetchMock.mock.calls.some(([url]) => (url as URL).pathname === '/api/signup')).toBe(false);
    // Mending a field clears its own message only.
    await userEvent.type(screen.getByLabelText('Username'), 'anne');
    expect(screen.queryByText('Your username needs 2 to 30 characters.')).not.toBeInTheDocument();
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
  });

  it('shows every field the server refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL) =>
        url.pathname === '/api/email-suggestion'
          ? json(200, { suggestion: '' })
          : json(400, {
              error: { code: 'invalid', field: 'name', key: 'nameIsEmail', message: '' },
              fields: [
                { code: 'invalid', field: 'name', key: 'nameIsEmail', message: '' },
                { code: 'invalid', field: 'password', key: 'passwordCommon', message: '' },
              ],
            }),
      ),
    );
    renderAt(<SignupForm onDone={() => undefined} />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Your username may not be your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('This password is too common. Choose another one.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('bounds the date of birth to what the server takes', () => {
    expect(earliestDateOfBirth(new Date(2026, 10, 22))).toBe('1905-11-23');
  });

  it('links to login when the address has an account', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL) =>
        url.pathname === '/api/email-suggestion'
          ? json(200, { suggestion: '' })
          : json(409, { error: { code: 'conflict', field: 'email', key: 'emailExists', message: '' } }),
      ),
    );
    renderAt(<SignupForm onDone={() => undefined} />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('link', { name: 'Log in instead' })).toHaveAttribute('href', '/login');
  });

  it('sends the form with the language and traffic source, then calls onDone', async () => {
    localStorage.setItem('amora.trafficSource', JSON.stringify({ network: 'aff', ref: '7', sub1: '', sub2: '', sub3: '' }));
    const fetchMock = vi.fn(async (url: URL) =>
      url.pathname === '/api/email-suggestion' ? json(200, { suggestion: '' }) : json(201, { id: 1, status: 'not_confirmed' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onDone = vi.fn();
    renderAt(<SignupForm onDone={onDone} />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const post = fetchMock.mock.calls.find(([url]) => (url as URL).pathname === '/api/signup')! as unknown as [URL, RequestInit];
    expect(JSON.parse(post[1].body as string)).toMatchObject({
      name: 'Sanne',
      date_of_birth: '1994-05-17',
      language: 'en',
      trafficsource: { network: 'aff', ref: '7' },
    });
  });

  it('says the site is invite-only instead of showing the form', async () => {
    renderAt(<SignupForm onDone={() => undefined} />, { settings: testSettings({ signup_allowed: false }) });
    expect(await screen.findByText('Sign-up is closed')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('limits the date of birth to adults', () => {
    expect(latestDateOfBirth(18, new Date(2026, 10, 22))).toBe('2008-11-22');
  });
});
