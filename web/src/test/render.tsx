import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { memoryRouter } from './memoryRouter';
import type { CompanyInfo, Settings } from '../api/site';
import { siteKeys, settingsParams } from '../queries/site';
import { SiteStateProvider } from '../queries/SiteStateProvider';
import { userKeys } from '../queries/user';
import type { User } from '../api/user';

const catalogs = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

/** testSettings are the server's default settings as the tests need them. */
export function testSettings(overrides: Partial<Settings> = {}): Settings {
  return {
    countries: ['NL', 'BE', 'DE', 'AT', 'CH', 'FR', 'IT', 'ES', 'PL', 'GB', 'IE', 'US', 'CA', 'AU', 'NZ'],
    name: 'Amora',
    index_title: 'Meet singles near you',
    description: 'Dating for adults.',
    visible_profile_fields: [],
    visible_profile_notes: true,
    geoip_country: 'NL',
    geoip_selected_country: 'NL',
    cdn_prefix: '/media/',
    message_credits: 1,
    signup_credits: 10,
    photo_credits: 2,
    gift_credits: 5,
    message_length: 1000,
    minimum_message_costs: {},
    support_email: 'support@amora.test',
    support_phone: '+31 20-123 45 67',
    enable_site_entry_popup: 'yes',
    push_public_key: '',
    search_fields: [],
    domain: 'localhost',
    domain_language: '',
    fictional_warning: true,
    fictional_singular: { en: 'fictional profile' },
    fictional_plural: { en: 'fictional profiles', nl: 'fictieve profielen' },
    refund_days: 14,
    signups: 'all',
    logged_out_search: 'all',
    logged_out_search_trafficsource: 'all',
    member_resell: false,
    interests: [],
    region_data: {},
    fictional_icon: '/icons/fictional.svg',
    us_footer: true,
    min_age: 18,
    swipe_likes_per_day: 4,
    desk_alert_minutes: 10,
    signup_allowed: true,
    search_allowed: true,
    ...overrides,
  };
}

export const testCompany: CompanyInfo = {
  name: 'Amora Media B.V.',
  address: 'Keizersgracht 123',
  zip: '1015 CJ',
  kvk: '87654321',
  city: 'Amsterdam',
  country: 'NL',
  tradenames: ['Amora'],
  vat_numbers: ['NL864512345B01'],
  support_phone: '+31 20-123 45 67',
  delete_discount: 0,
  added: '2024-03-01T09:00:00Z',
};

export function testI18n(lng = 'en'): I18n {
  const i18n = createInstance();
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, data] of Object.entries(catalogs)) {
    const [, lang, ns] = /locales\/(\w+)\/(\w+)\.json$/.exec(path)!;
    (resources[lang!] ??= {})[ns!] = data;
  }
  void i18n.use(initReactI18next).init({
    lng,
    resources,
    defaultNS: 'common',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18n;
}

/**
 * renderAt renders element at path inside a memory router with the app's providers and
 * seeded site data; user, when given, is the member (null: a visitor) the app already knows.
 */
export function renderAt(
  element: ReactNode,
  {
    path = '/',
    handle,
    lng = 'en',
    settings = testSettings(),
    user,
  }: { path?: string; handle?: object; lng?: string; settings?: Settings; user?: User | null } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(siteKeys.settings(settingsParams()), settings);
  queryClient.setQueryData(siteKeys.companyInfo(location.hostname), testCompany);
  if (user !== undefined) queryClient.setQueryData(userKeys.me, user);
  const { element: routed } = memoryRouter([{ path, element, handle }], { initialEntries: [path] });
  const i18n = testI18n(lng);
  return {
    i18n,
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <SiteStateProvider>
            {routed}
          </SiteStateProvider>
        </I18nextProvider>
      </QueryClientProvider>,
    ),
  };
}
