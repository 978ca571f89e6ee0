import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testCompany } from '../../test/render';
import { userKeys } from '../../queries/user';
import { ProfilePage } from './ProfilePage';
import { apiError, json, renderRoutes, sentBody, stubServer, testUser } from './testing';

afterEach(() => vi.unstubAllGlobals());

const routes = { '/profile': <ProfilePage />, '/login': <p>Login page</p>, '/account-deleted': <p>Deleted page</p> };
const member = () => json(200, testUser());
const noContent = (status: number) => () => new Response(null, { status });

function card(title: string) {
  return within(screen.getByRole('form', { name: title }));
}

describe('ProfilePage account settings', () => {
  it('sends visitors to the login page', async () => {
    stubServer({});
    const { router } = renderRoutes(routes, { at: '/profile' });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('has the settings anchor the account menu links to', async () => {
    stubServer({ 'GET /api/user': member });
    renderRoutes(routes, { at: '/profile' });
    expect(await screen.findByRole('heading', { name: 'Account settings' })).toHaveAttribute('id', 'settings');
  });

  describe('change e-mail', () => {
    it('sends the new address with the password and says where the link went', async () => {
      // The server answers 202 without a body.
      const server = stubServer({ 'GET /api/user': member, 'POST /api/email-change': noContent(202) });
      renderRoutes(routes, { at: '/profile' });
      await screen.findByText('Your current address is sanne@example.nl.');
      const form = card('Change e-mail address');
      await userEvent.type(form.getByLabelText('New e-mail address'), 'sanne.new@example.nl');
      await userEvent.type(form.getByLabelText('Current password'), 'geheim-wachtwoord');
      await userEvent.click(form.getByRole('button', { name: 'Change e-mail address' }));
      expect(await form.findByText('We sent a confirmation link to sanne.new@example.nl. Your address changes when you click it.')).toBeInTheDocument();
      expect(sentBody(server, 'POST', '/api/email-change')).toEqual({ email: 'sanne.new@example.nl', password: 'geheim-wachtwoord' });
      expect(form.getByLabelText('Current password')).toHaveValue('');
    });

    it('shows the server’s objections under their fields', async () => {
      stubServer({ 'GET /api/user': member, 'POST /api/email-change': () => apiError(409, { code: 'conflict', field: 'email', key: 'emailTaken' }) });
      renderRoutes(routes, { at: '/profile' });
      await screen.findByRole('heading', { name: 'Account settings' });
      const form = card('Change e-mail address');
      await userEvent.type(form.getByLabelText('New e-mail address'), 'taken@example.nl');
      await userEvent.type(form.getByLabelText('Current password'), 'geheim-wachtwoord');
      await userEvent.click(form.getByRole('button', { name: 'Change e-mail address' }));
      expect(await form.findByText('This email address already owns an account on this website.')).toBeInTheDocument();
      expect(form.getByLabelText('New e-mail address')).toHaveClass('is-invalid');
    });
  });

  describe('change password', () => {
    async function fill(old: string, next: string, repeat: string) {
      const form = card('Change password');
      await userEvent.type(await form.findByLabelText('Current password'), old);
      await userEvent.type(form.getByLabelText('New password'), next);
      await userEvent.type(form.getByLabelText('Repeat new password'), repeat);
      await userEvent.click(form.getByRole('button', { name: 'Change password' }));
      return form;
    }

    it('sends the old and the new password', async () => {
      const server = stubServer({ 'GET /api/user': member, 'POST /api/password': noContent(204) });
      renderRoutes(routes, { at: '/profile' });
      await screen.findByRole('heading', { name: 'Account settings' });
      const form = await fill('oud-wachtwoord', 'nieuw-wachtwoord-7', 'nieuw-wachtwoord-7');
      expect(await form.findByText('Your password has been changed.')).toBeInTheDocument();
      expect(sentBody(server, 'POST', '/api/password')).toEqual({ old_password: 'oud-wachtwoord', new_password: 'nieuw-wachtwoord-7' });
    });

    it('says when the new passwords differ without asking the server', async () => {
      const server = stubServer({ 'GET /api/user': member });
      renderRoutes(routes, { at: '/profile' });
      await screen.findByRole('heading', { name: 'Account settings' });
      const form = await fill('oud-wachtwoord', 'nieuw-wachtwoord-7', 'nieuw-wachtwoord-8');
      expect(form.getByText('The entered passwords are not the same.')).toBeInTheDocument();
      expect(form.getByLabelText('Repeat new password')).toHaveClass('is-invalid');
      expect(sentBody(server, 'POST', '/api/password')).toBeUndefined();
    });

    it('shows a wrong old password under its field', async () => {
      stubServer({ 'GET /api/user': member, 'POST /api/password': () => apiError(400, { code: 'invalid', field: 'old_password', key: 'oldPasswordWrong' }) });
      renderRoutes(routes, { at: '/profile' });
      await screen.findByRole('heading', { name: 'Account settings' });
      const form = await fill('fout', 'nieuw-wachtwoord-7', 'nieuw-wachtwoord-7');
      expect(await form.findByText('Please check your old password.')).toBeInTheDocument();
      expect(form.getByLabelText('Current password')).toHaveClass('is-invalid');
    });
  });

  describe('delete account', () => {
    it('asks why and for the password, deletes, forgets the member and moves on', async () => {
      const server = stubServer({ 'GET /api/user': member, 'DELETE /api/user': noContent(204) });
      const { router, queryClient } = renderRoutes(routes, { at: '/profile' });
      await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
      expect(dialog.getByText('Choose a reason.')).toBeInTheDocument();
      await userEvent.click(dialog.getByLabelText('Another reason'));
      await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
      expect(dialog.getByText('Please tell us a little more.')).toBeInTheDocument();
      expect(dialog.getByLabelText('Remarks')).toHaveClass('is-invalid');
      await userEvent.type(dialog.getByLabelText('Remarks'), 'Ik verhuis naar het buitenland.');
      await userEvent.type(dialog.getByLabelText('Your password'), 'geheim-wachtwoord');
      await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
      expect(await screen.findByText('Deleted page')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/account-deleted');
      expect(queryClient.getQueryData(userKeys.me)).toBeNull();
      expect(sentBody(server, 'DELETE', '/api/user')).toEqual({ reason: 'other', remarks: 'Ik verhuis naar het buitenland.', password: 'geheim-wachtwoord' });
    });

    it('shows a wrong password under its field', async () => {
      stubServer({ 'GET /api/user': member, 'DELETE /api/user': () => apiError(400, { code: 'invalid', field: 'password', key: 'passwordWrong' }) });
      renderRoutes(routes, { at: '/profile' });
      await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
      const dialog = within(await screen.findByRole('dialog'));
      await userEvent.click(dialog.getByLabelText('It is too expensive'));
      await userEvent.type(dialog.getByLabelText('Your password'), 'fout');
      await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
      expect(await dialog.findByText('Your password is not correct.')).toBeInTheDocument();
      expect(dialog.getByLabelText('Your password')).toHaveClass('is-invalid');
    });

    it('first offers the site’s discount for staying', async () => {
      stubServer({ 'GET /api/user': member });
      renderRoutes(routes, { at: '/profile', company: { ...testCompany, delete_discount: 30 } });
      await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
      const offer = within(await screen.findByRole('dialog', { name: 'Before you go…' }));
      expect(offer.getByText('Stay with us and get 30% off your next credits.')).toBeInTheDocument();
      await userEvent.click(offer.getByRole('button', { name: 'Keep my account' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Continue deleting' }));
      expect(await screen.findByRole('dialog', { name: 'Delete your account' })).toBeInTheDocument();
      expect(screen.getByLabelText('Your password')).toBeInTheDocument();
    });
  });
});
