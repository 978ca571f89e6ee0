import { useTranslation } from 'react-i18next';
import { useSettings } from '../queries/siteState';

/** useFictionalSingular is the site's word for one fictional profile in the current language. */
function useFictionalSingular(): string {
  const { t, i18n } = useTranslation('members');
  const settings = useSettings();
  return settings.fictional_singular[i18n.language] || settings.fictional_singular.en || t('fictional.label');
}

/**
 * FictionalIcon marks a fictional profile with the site's icon (DESIGN: an icon on
 * every card). Without an icon the site's word for it shows as a badge instead.
 */
export function FictionalIcon({ className = '' }: { className?: string }) {
  const settings = useSettings();
  const label = useFictionalSingular();
  if (!settings.fictional_icon) return <span className={`badge text-bg-warning fictional-badge ${className}`}>{label}</span>;
  return <img src={settings.fictional_icon} alt={label} title={label} className={`fictional-icon ${className}`} width={24} height={24} />;
}
