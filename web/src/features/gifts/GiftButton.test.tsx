import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, renderRoutes, sentBody, stubServer, testUser } from '../account/testing';
import { GiftButton } from './GiftButton';

afterEach(() => vi.unstubAllGlobals());

const catalogue = {
  credits: 5,
  gifts: [
    { id: 'rose', labels: { en: 'Red rose', nl: 'Rode roos' }, image: '/gifts/rose.svg' },
    { id: 'teddy', labels: { en: 'Teddy bear', nl: 'Teddybeer' }, image: '/gifts/teddy.svg' },
  ],
};

function renderButton(user: ReturnType<typeof testUser> | null, send = () => json(201, { message: {}, credits: 5 })) {
  const server = stubServer({
    'GET /api/user': () => (user ? json(200, user) : apiError(403, { code: 'authentication_required' })),
    'GET /api/gifts': () => json(200, catalogue),
    'POST /api/members/5/gifts': send,
  });
  const { queryClient } = renderRoutes({ '/members/5': <GiftButton memberId={5} name="Lotte" />, '/login': <p>Login page</p> }, { at: '/members/5' });
  return { server, queryClient };
}

describe('GiftButton', () => {
  it('sends visitors to the login page', async () => {
    renderButton(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Send Lotte a gift' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it('sends the chosen gift, its cost on the button, and takes the credits from the answer', async () => {
    const { server, queryClient } = renderButton(testUser({ credits: 10 }));
    await waitFor(() => expect(queryClient.getQueryData(['user', 'me'])).toBeTruthy());
    await userEvent.click(await screen.findByRole('button', { name: 'Send Lotte a gift' }));
    const dialog = await screen.findByRole('dialog', { name: 'A gift for Lotte' });
    expect(within(dialog).getByText('Every gift costs 5 credits.')).toBeInTheDocument();
    const send = within(dialog).getByRole('button', { name: 'Send · 5 credits' });
    expect(send).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Teddy bear' }));
    expect(within(dialog).getByRole('radio', { name: 'Teddy bear' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(send);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(server, 'POST', '/api/members/5/gifts')).toEqual({ gift_id: 'teddy' });
    expect(queryClient.getQueryData<{ credits: number }>(['user', 'me'])?.credits).toBe(5);
  });

  it('says when the credits do not cover a gift', async () => {
    const { queryClient } = renderButton(testUser({ credits: 2 }));
    await waitFor(() => expect(queryClient.getQueryData(['user', 'me'])).toBeTruthy());
    await userEvent.click(await screen.findByRole('button', { name: 'Send Lotte a gift' }));
    const dialog = await screen.findByRole('dialog', { name: 'A gift for Lotte' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You do not have enough credits to send this gift.');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Red rose' }));
    expect(within(dialog).getByRole('button', { name: 'Send · 5 credits' })).toBeDisabled();
  });
});
