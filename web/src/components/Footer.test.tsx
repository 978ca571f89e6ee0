import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, testSettings } from '../test/render';
import { withoutFinalPeriod } from '../lib/company';
import { Footer } from './Footer';

describe('Footer', () => {
  it('links the static pages and names the company', async () => {
    renderAt(<Footer />);
    for (const [name, href] of [
      ['Terms and conditions', '/pages/terms'],
      ['Privacy', '/pages/privacy'],
      ['Cookies', '/pages/cookies'],
      ['Ban policy', '/pages/ban'],
      ['Return policy', '/pages/return-policy'],
      ['FAQ', '/pages/faq'],
      ['Customer service', '/pages/service'],
      ['Complaints', '/complaints'],
    ]) {
      expect(await screen.findByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByText(`© ${new Date().getFullYear()} Amora Media B.V. All rights reserved.`)).toBeInTheDocument();
    expect(screen.getByText(/fictional profiles/)).toBeInTheDocument();
  });
  it('ends the copyright line with one period whether or not the name has one', async () => {
    renderAt(<Footer />, { lng: 'nl', settings: testSettings({ name: 'Flirtpunt' }) });
    expect(await screen.findByText(/^© \d{4} Amora Media B\.V\. Alle rechten voorbehouden\.$/)).toBeInTheDocument();
    expect(withoutFinalPeriod('Flirtpunt')).toBe('Flirtpunt');
    expect(withoutFinalPeriod('Amora Media B.V.')).toBe('Amora Media B.V');
  });
  it('shows the US footer in English when enabled', async () => {
    renderAt(<Footer />);
    expect(await screen.findByTestId('us-footer')).toHaveTextContent('18 U.S.C. 2257');
  });
  it('hides the US footer in other languages', async () => {
    renderAt(<Footer />, { lng: 'de' });
    await screen.findAllByRole('link');
    expect(screen.queryByTestId('us-footer')).not.toBeInTheDocument();
  });
  it('hides the US footer when the site disables it', async () => {
    renderAt(<Footer />, { settings: testSettings({ us_footer: false }) });
    await screen.findAllByRole('link');
    expect(screen.queryByTestId('us-footer')).not.toBeInTheDocument();
  });
});
