import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dismissedAt } from '../lib/dismissals';
import { renderAt, testSettings } from '../test/render';
import { SiteEntryModal } from './SiteEntryModal';
import { siteEntryDismissKey } from './siteEntryRules';

describe('SiteEntryModal', () => {
  it('asks a new visitor to confirm their age and remembers when they did', async () => {
    renderAt(<SiteEntryModal layout="default" />, { handle: { name: 'index', layout: 'default' } });
    const enter = await screen.findByRole('button', { name: 'I am 18 or older, enter' });
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    // The focus starts on the answer, not on the terms link in the text above it.
    await waitFor(() => expect(enter).toHaveFocus());
    await userEvent.click(enter);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dismissedAt(siteEntryDismissKey)).toBeGreaterThan(0);
  });
  it('links the terms and the privacy policy, in the visitor’s language, opening beside the warning', async () => {
    renderAt(<SiteEntryModal layout="default" />, { handle: { name: 'index', layout: 'default' }, lng: 'nl' });
    const terms = await screen.findByRole('link', { name: 'voorwaarden' });
    expect(terms).toHaveAttribute('href', '/pages/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'privacybeleid' })).toHaveAttribute('href', '/pages/privacy');
  });
  it('cannot be closed with Escape', async () => {
    renderAt(<SiteEntryModal layout="default" />, { handle: { name: 'index', layout: 'default' } });
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
  it('stays away when the site disables it', () => {
    renderAt(<SiteEntryModal layout="default" />, { settings: testSettings({ enable_site_entry_popup: 'no' }) });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
