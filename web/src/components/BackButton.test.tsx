import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { memoryRouter } from '../test/memoryRouter';
import { testI18n } from '../test/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackButton } from './BackButton';
import { showsBack } from './standalone';

afterEach(() => vi.unstubAllGlobals());

const inEnglish = (ui: ReactNode) => render(<I18nextProvider i18n={testI18n()}>{ui}</I18nextProvider>);

describe('the Back button of the installed app (SPEC §2)', () => {
  it.each([
    ['members-id', true, 2, true],
    ['likes-type', true, 3, true],
    ['likes-m-id', true, 2, true],
    ['credits', true, 2, true],
    ['credits-id-paymentmethod', true, 2, true],
    ['members-id', true, 1, false], // nothing to go back to
    ['members-id', false, 5, false], // the browser has its own
    ['members', true, 5, false], // not a screen SPEC names
    ['chats-id', true, 5, false],
  ])('on %s, standalone %s, history %i: shown %s', (route, standalone, length, want) => {
    expect(showsBack(route, standalone, length)).toBe(want);
  });

  it('goes back one step when tapped in standalone display', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q === '(display-mode: standalone)', addEventListener() {}, removeEventListener() {} }));
    window.history.pushState({}, '', '/x'); // a history longer than 1
    const { element } = memoryRouter(
      [
        { path: '/members', element: <p>Search</p> },
        { path: '/members/7', element: <BackButton route="members-id" /> },
      ],
      { initialEntries: ['/members', '/members/7'], initialIndex: 1 },
    );
    inEnglish(element);
    screen.getByRole('button', { name: 'Back' }).click();
    expect(await screen.findByText('Search')).toBeInTheDocument();
  });

  it('is not there in a browser tab', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
    inEnglish(memoryRouter([{ path: '/', element: <BackButton route="members-id" /> }]).element);
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });
});
