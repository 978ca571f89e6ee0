import { useTranslation } from 'react-i18next';
import { languageInfo, languages, toLanguage, type Language } from '../../i18n/languages';
import { saveConsoleLanguage } from '../locale';

/** LanguageSwitch changes the console's language (kept apart from the members' cookie). */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation('admin');
  const current = toLanguage(i18n.language) ?? 'en';
  return (
    <select
      className={`form-select form-select-sm ${className}`}
      aria-label={t('nav.language')}
      value={current}
      onChange={(e) => {
        const lang = e.target.value as Language;
        saveConsoleLanguage(lang);
        void i18n.changeLanguage(lang);
        document.documentElement.lang = lang;
      }}
    >
      {languages.map((l) => (
        <option key={l} value={l}>
          {languageInfo[l].name}
        </option>
      ))}
    </select>
  );
}
