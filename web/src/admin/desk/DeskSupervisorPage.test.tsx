import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, renderConsole, stubAdminApi } from '../testing';
import { testOperator, testStats } from './testDesk';

describe('DeskSupervisorPage', () => {
  it('shows the queue per language, the waits, the operators and the alert of the site whose members wait too long', async () => {
    stubAdminApi({ 'GET /api/admin/desk/stats': () => json(200, testStats()) });
    renderConsole('/admin/desk-supervisor');
    expect(await screen.findByRole('heading', { name: 'Desk overview' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/Members wait too long\.\s*On the default site a member has waited 14:0\d for an answer \(alert after 10 min\)\./);
    expect(screen.getByTestId('desk-figure-waiting')).toHaveTextContent('4');
    expect(screen.getByTestId('desk-figure-median')).toHaveTextContent('1:35');
    expect(screen.getByTestId('desk-figure-p95')).toHaveTextContent('10:10');
    const dutch = screen.getByRole('cell', { name: 'Dutch' }).closest('tr')!;
    expect(within(dutch).getByRole('cell', { name: '3' })).toBeInTheDocument();
    const olga = screen.getByRole('cell', { name: 'olga@amora.test' }).closest('tr')!;
    expect(within(olga).getByRole('cell', { name: '14' })).toBeInTheDocument();
    const nav = screen.getByRole('complementary', { name: 'Console navigation' });
    expect(within(nav).getByRole('link', { name: 'Chat desk' })).toBeInTheDocument();
  });

  it('shows no alert while every member waits less than the limit', async () => {
    stubAdminApi({ 'GET /api/admin/desk/stats': () => json(200, testStats({ alerts: [], replies_last_hour: [] })) });
    renderConsole('/admin/desk-supervisor', 'pl');
    expect(await screen.findByRole('heading', { name: 'Przegląd stanowiska' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Brak odpowiedzi w ostatniej godzinie.')).toBeInTheDocument();
  });

  it('is not in the sidebar of an operator', async () => {
    stubAdminApi({ 'GET /api/admin/desk': () => json(200, { languages: ['nl'], all_languages: false, conversations: [] }) }, testOperator());
    renderConsole('/admin/desk');
    await screen.findByRole('heading', { name: 'Chat desk' });
    expect(screen.queryByRole('link', { name: 'Desk overview' })).not.toBeInTheDocument();
  });
});
