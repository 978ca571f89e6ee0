import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { changeLanguage } from '../i18n/i18n';
import { languageInfo, toLanguage } from '../i18n/languages';
import { languageOptions } from '../i18n/languageOptions';
import { browserLanguages } from '../i18n/locale';
import { chosenCountry } from '../lib/country';
import { useSettings, useUser } from '../queries/siteState';
import { useSaveLanguageMutation } from '../queries/user';
import { useHydrated } from '../prerender/hydration';
import { useDropdown } from './useDropdown';

/** LanguageDropdown offers the languages of the visitor's country (SPEC §6). */
export function LanguageDropdown() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const { open, ref, toggle, close } = useDropdown<HTMLDivElement>();
  const user = useUser();
  const saveLanguage = useSaveLanguageMutation();
  const current = toLanguage(i18n.language) ?? 'en';
  // The browser's languages and chosen country are not known while the built HTML hydrates: the closed menu lists them after.
  const hydrated = useHydrated();
  const options = !hydrated ? [current] : languageOptions({
    selectedCountry: chosenCountry() ?? settings.geoip_selected_country,
    detectedCountry: settings.geoip_country,
    current,
    browserLanguages: browserLanguages(),
    loggedIn: user !== null,
  });
  return (
    <div className="dropdown position-static" ref={ref}>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm dropdown-toggle"
        id="language-menu"
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={t('nav.chooseLanguage')}
        onClick={toggle}
      >
        {current.toUpperCase()}
      </button>
      <ul className={`dropdown-menu dropdown-menu-end shadow-sm ${open ? 'show' : ''}`} data-bs-popper="static" aria-labelledby="language-menu">
        <li>
          <h6 className="dropdown-header">{t('nav.language')}</h6>
        </li>
        {options.map((l) => (
          <li key={l}>
            <button
              type="button"
              lang={l}
              className={`dropdown-item ${l === current ? 'active' : ''}`}
              aria-current={l === current}
              onClick={() => {
                close();
                void changeLanguage(l);
                if (user) saveLanguage.mutate(l); // SPEC §4: a member's choice is saved to the account
              }}
            >
              {languageInfo[l].name}
            </button>
          </li>
        ))}
        <li>
          <hr className="dropdown-divider" />
        </li>
        <li>
          <Link className="dropdown-item" to="/lang-config" onClick={close}>
            {t('nav.languageSettings')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
