import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { changeLanguage } from '../../i18n/i18n';
import { languageInfo, toLanguage, type Language } from '../../i18n/languages';
import { languageOptions } from '../../i18n/languageOptions';
import { browserLanguages } from '../../i18n/locale';
import { chooseCountry, chosenCountry } from '../../lib/country';
import { useSettings } from '../../queries/siteState';

/** LangConfigPage lets a visitor choose their country and, from that country's options, the interface language. */
export function LangConfigPage() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const queryClient = useQueryClient();
  useDocumentTitle(t('pageTitles.langConfig'));
  const [country, setCountry] = useState(chosenCountry() ?? (settings.geoip_selected_country || settings.countries[0] || 'NL'));
  const current = toLanguage(i18n.language) ?? 'en';
  const [language, setLanguage] = useState<Language>(current);
  const [saved, setSaved] = useState(false);
  const options = languageOptions({
    selectedCountry: country,
    detectedCountry: settings.geoip_country,
    current,
    browserLanguages: browserLanguages(),
    loggedIn: false,
  });
  const allShown = Boolean(settings.geoip_country) && country !== settings.geoip_country;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    chooseCountry(country);
    await changeLanguage(options.includes(language) ? language : options[0]!);
    await queryClient.invalidateQueries({ queryKey: ['site', 'settings'] });
    setSaved(true);
  };

  return (
    <section className="container py-5" style={{ maxWidth: '34rem' }}>
      <h1 className="h2 fw-bold">{t('langConfig.title')}</h1>
      <p className="text-body-secondary">{t('langConfig.intro', { siteName: settings.name })}</p>
      <form className="card border-0 shadow-sm p-4" onSubmit={(e) => void submit(e)}>
        <div className="mb-3">
          <label className="form-label fw-semibold" htmlFor="lc-country">
            {t('langConfig.country')}
          </label>
          <select id="lc-country" className="form-select" value={country} onChange={(e) => { setCountry(e.target.value); setSaved(false); }}>
            {settings.countries.map((c) => (
              <option key={c} value={c}>
                {t(`countries.${c}`)}
              </option>
            ))}
          </select>
          {settings.geoip_country && (
            <div className="form-text">{t('langConfig.detected', { country: t(`countries.${settings.geoip_country}`, settings.geoip_country) })}</div>
          )}
        </div>
        <div className="mb-3">
          <label className="form-label fw-semibold" htmlFor="lc-language">
            {t('langConfig.language')}
          </label>
          <select id="lc-language" className="form-select" value={options.includes(language) ? language : options[0]} onChange={(e) => { setLanguage(e.target.value as Language); setSaved(false); }}>
            {options.map((l) => (
              <option key={l} value={l} lang={l}>
                {languageInfo[l].name}
              </option>
            ))}
          </select>
          {allShown && <div className="form-text">{t('langConfig.allLanguages')}</div>}
        </div>
        <button type="submit" className="btn btn-primary fw-semibold">
          {t('langConfig.save')}
        </button>
        {saved && (
          <div className="alert alert-success mt-3 mb-0" role="status">
            {t('langConfig.saved')}
          </div>
        )}
      </form>
    </section>
  );
}
