import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, sentBody, stubServer, testUser } from '../account/testing';
import { ComplaintsPage } from './ComplaintsPage';

afterEach(() => vi.unstubAllGlobals());

const at = (path: string) => renderRoutes({ '/complaints': <ComplaintsPage /> }, { at: path });

describe('ComplaintsPage', () => {
  it('shows every wrong field at once, each under its field, and sends nothing', async () => {
    const server = stubServer({});
    at('/complaints');
    await userEvent.click(await screen.findByRole('button', { name: 'Send report' }));
    expect(screen.getByLabelText('Web address of the profile, photo or message')).toHaveAccessibleDescription(
      'Tell us what you report: paste the web address of the profile, photo or message.',
    );
    expect(screen.getByText('Choose what is wrong with it.')).toBeInTheDocument();
    expect(screen.getByLabelText('Explain why')).toHaveAccessibleDescription('Explain in at least 10 characters what is wrong.');
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Enter your name.');
    expect(screen.getByLabelText('Your e-mail address')).toHaveAccessibleDescription('Enter your e-mail address, so that we can tell you our decision.');
    expect(screen.getByText('Confirm that your report is accurate and complete.')).toBeInTheDocument();
    expect(server.mock.calls.filter(([url]) => url.pathname === '/api/complaints')).toHaveLength(0);
  });

  it('sends a report prefilled from a profile and shows the reference', async () => {
    const server = stubServer({
      'GET /api/members/12': () => json(404, { error: { code: 'not_found', message: '' } }),
      'POST /api/complaints': () => json(201, { id: 42, reference: 'C-000042', receipt: true }),
    });
    at('/complaints?member=12&photo=5');
    expect(await screen.findByText("A member's photo")).toBeInTheDocument();
    expect(screen.queryByLabelText('Web address of the profile, photo or message')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Fake profile/ }));
    await userEvent.type(screen.getByLabelText('Explain why'), 'These are photos of a famous actress.');
    await userEvent.type(screen.getByLabelText('Your name'), 'Rita');
    await userEvent.type(screen.getByLabelText('Your e-mail address'), 'rita@example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: /in good faith/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    const done = await screen.findByRole('status');
    expect(within(done).getByTestId('complaint-reference')).toHaveTextContent('C-000042');
    expect(done).toHaveTextContent('We sent a confirmation to rita@example.com.');
    expect(sentBody(server, 'POST', '/api/complaints')).toEqual({
      url: `${location.origin}/members/12`,
      category: 'fake_profile',
      explanation: 'These are photos of a famous actress.',
      name: 'Rita',
      email: 'rita@example.com',
      good_faith: true,
      member_id: 12,
      photo_id: 5,
    });
  });

  it('lets a report about a minor stay anonymous and fills in a member’s own details', async () => {
    const server = stubServer({
      'GET /api/user': () => json(200, testUser()),
      'POST /api/complaints': () => json(201, { id: 3, reference: 'C-000003', receipt: false }),
    });
    at('/complaints');
    expect(await screen.findByDisplayValue('sanne@example.nl')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Web address of the profile, photo or message'), 'https://amora.test/members/9');
    await userEvent.click(screen.getByRole('radio', { name: /Under 18/ }));
    expect(screen.getByLabelText('Your name (optional)')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Your name (optional)'));
    await userEvent.clear(screen.getByLabelText('Your e-mail address (optional)'));
    await userEvent.type(screen.getByLabelText('Explain why'), 'Says she is 15 in her messages.');
    await userEvent.click(screen.getByRole('checkbox', { name: /in good faith/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(/You left no e-mail address/)).toBeInTheDocument();
    expect(sentBody(server, 'POST', '/api/complaints')).toMatchObject({ category: 'underage', name: '', email: '', url: 'https://amora.test/members/9' });
  });

  it('shows the server’s refusals under their fields', async () => {
    stubServer({
      'POST /api/complaints': () =>
        json(400, {
          error: { code: 'invalid', message: '', field: 'url', key: 'complaintTargetUnknown' },
          fields: [{ code: 'invalid', message: '', field: 'url', key: 'complaintTargetUnknown' }],
        }),
    });
    at('/complaints');
    await userEvent.type(await screen.findByLabelText('Web address of the profile, photo or message'), 'https://amora.test/members/999');
    await userEvent.click(screen.getByRole('radio', { name: /Scam/ }));
    await userEvent.type(screen.getByLabelText('Explain why'), 'Asked me for money twice.');
    await userEvent.type(screen.getByLabelText('Your name'), 'Rita');
    await userEvent.type(screen.getByLabelText('Your e-mail address'), 'rita@example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: /in good faith/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('We cannot find what you report. Check the web address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Web address of the profile, photo or message')).toHaveClass('is-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
