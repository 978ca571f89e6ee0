import { screen, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dismissedAt } from '../lib/dismissals';
import { renderAt, testSettings } from '../test/render';
import { SiteEntryModal } from './SiteEntryModal';
import { siteEntryDismissKey, siteEntryPageId } from './siteEntryRules';
import { SiteEntryPage } from './SiteEntryDialog';
import { entryAnswered } from './siteEntryPage';
import { getCookie } from '../lib/cookies';
import { dismiss } from '../lib/dismissals';

/** putPageEntry puts the warning in the page as the server sends it (internal/httpapi/siteentry.go). */
function putPageEntry() {
  document.body.classList.add('static-dialog-open');
  document.body.insertAdjacentHTML('afterbegin', renderToStaticMarkup(<SiteEntryPage id={siteEntryPageId} siteName="Amora" fictionalPlural="fictional profiles" />));
}

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

  describe('sent in the page by the server', () => {
    it('is a form the server takes before the app runs, with the focus on its answer', () => {
      putPageEntry();
      const form = document.querySelector(`#${siteEntryPageId} form`)!;
      expect(form).toHaveAttribute('method', 'post');
      expect(form).toHaveAttribute('action', '/site-entry');
      expect(screen.getByRole('button', { name: 'I am 18 or older, enter' })).toHaveAttribute('autofocus');
      expect(screen.getByRole('dialog', { name: 'Adults only' })).toHaveAttribute('aria-modal', 'true');
      document.getElementById(siteEntryPageId)!.remove();
    });
    it('is answered in the page once the app has started, and only then does the app go on (entryAnswered)', async () => {
      putPageEntry();
      let answered = false;
      const waiting = entryAnswered().then(() => (answered = true));
      await new Promise((r) => setTimeout(r, 50));
      expect(answered).toBe(false);
      const submitted = vi.fn((e: SubmitEvent) => expect(e.defaultPrevented).toBe(true));
      document.addEventListener('submit', submitted);
      await userEvent.click(screen.getByRole('button', { name: 'I am 18 or older, enter' }));
      document.removeEventListener('submit', submitted);
      expect(submitted).toHaveBeenCalledOnce();
      await waiting;
      expect(document.getElementById(siteEntryPageId)).toBeNull();
      expect(document.body).not.toHaveClass('static-dialog-open');
      expect(dismissedAt(siteEntryDismissKey)).toBeGreaterThan(0);
      expect(getCookie('amora.site-entry')).toBe('1');
      // The app started after the answer draws no second warning.
      renderAt(<SiteEntryModal layout="default" />, { handle: { name: 'index', layout: 'default' } });
      await new Promise((r) => setTimeout(r, 200));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    it('does not hold the app back where it was confirmed before, or where the page has none', async () => {
      await entryAnswered();
      dismiss(siteEntryDismissKey);
      putPageEntry();
      await entryAnswered();
      // SiteEntryModal takes it away (below).
      expect(document.getElementById(siteEntryPageId)).not.toBeNull();
      document.getElementById(siteEntryPageId)!.remove();
    });
    it('goes away for a visitor who confirmed it before the server knew, and the server is told', async () => {
      dismiss(siteEntryDismissKey);
      putPageEntry();
      renderAt(<SiteEntryModal layout="default" />, { handle: { name: 'index', layout: 'default' } });
      await waitFor(() => expect(document.getElementById(siteEntryPageId)).toBeNull());
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(getCookie('amora.site-entry')).toBe('1');
    });
    it('goes away without a word to the server where the page does not show it', async () => {
      putPageEntry();
      renderAt(<SiteEntryModal layout="default" />, { handle: { name: 'reset-password', layout: 'default' } });
      await waitFor(() => expect(document.getElementById(siteEntryPageId)).toBeNull());
      expect(getCookie('amora.site-entry')).toBeUndefined();
    });
  });
  it('stays away once the server remembers it was confirmed', async () => {
    document.cookie = 'amora.site-entry=1; path=/';
    renderAt(<SiteEntryModal layout="default" />, { handle: { name: 'index', layout: 'default' } });
    // Long enough for the dialog's frame, after which a first visit sees it (above).
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
