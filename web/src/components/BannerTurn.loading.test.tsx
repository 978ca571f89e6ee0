import { act, screen } from '@testing-library/react';
import { createInstance, type BackendModule, type ReadCallback } from 'i18next';
import { Suspense, useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { User } from '../api/user';
import { renderAt } from '../test/render';
import { ActivationBanner } from './ActivationBanner';
import { Banner } from './Banner';
import { BannerTurns, useBannerTurn } from './BannerTurn';
import account from '../locales/en/account.json';
import common from '../locales/en/common.json';

const unconfirmed: User = {
  id: 1,
  email: 'a@b.nl',
  status: 'not_confirmed',
  credits: 10,
  paid_user: false,
  notifications_disabled: [],
  profile: { id: 1, status: 'disabled', name: 'A', age: 30, main_image: null, gender: '', looking_for: '', country: '', region: '', city: '', complete: false },
  fictional_icon: false,
  language: 'en',
  signup_date: '2026-11-22T00:00:00Z',
  complete: false,
  missing: ['photo'],
};

/** loadingI18n is the app's i18n (suspending while a namespace loads) whose account texts arrive when finish is called. */
async function loadingI18n() {
  let finish = () => {};
  const backend: BackendModule = {
    type: 'backend',
    init() {},
    read(_lng: string, ns: string, callback: ReadCallback) {
      if (ns === 'account') finish = () => callback(null, account);
      else callback(null, ns === 'common' ? common : {});
    },
  };
  const i18n = createInstance();
  await i18n.use(backend).use(initReactI18next).init({ lng: 'en', ns: ['common'], defaultNS: 'common', fallbackLng: false, interpolation: { escapeValue: false }, react: { useSuspense: true } });
  return { i18n, finish: () => finish() };
}

/** LessImportant is a banner after activation in bannerOrder, with nothing to load. */
function LessImportant() {
  const [wants] = useState(true);
  if (!useBannerTurn('profile', wants)) return null;
  return <Banner testId="profile">profile</Banner>;
}

describe('a banner whose texts are still loading', () => {
  it('holds its turn, so that a less important one never shows first', async () => {
    const { i18n, finish } = await loadingI18n();
    renderAt(
      <I18nextProvider i18n={i18n}>
        <BannerTurns>
          <Suspense fallback={null}>
            <ActivationBanner />
          </Suspense>
          <LessImportant />
        </BannerTurns>
        <p>page</p>
      </I18nextProvider>,
      { user: unconfirmed },
    );
    await act(async () => {});
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(screen.queryByTestId('profile')).not.toBeInTheDocument();
    expect(screen.queryByTestId('activation-banner')).not.toBeInTheDocument();
    await act(async () => finish());
    expect(await screen.findByTestId('activation-banner')).toHaveTextContent('a@b.nl');
    expect(screen.queryByTestId('profile')).not.toBeInTheDocument();
  });
});
