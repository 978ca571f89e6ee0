import { useTranslation } from 'react-i18next';
import type { SwipeSettings } from '../swipeSettings';

/** SwipeSettingsPanel holds the game's settings: hiding fictional profiles, shown only where the site allows it. */
export function SwipeSettingsPanel({ value, onChange }: { value: SwipeSettings; onChange: (next: SwipeSettings) => void }) {
  const { t } = useTranslation('swipe');
  return (
    <details className="swipe-settings small mx-auto mb-3 text-center">
      <summary className="text-body-secondary">{t('settings.title')}</summary>
      <div className="form-check form-switch d-inline-block mt-2 text-start">
        <input
          id="swipe-hide-fictional"
          type="checkbox"
          role="switch"
          className="form-check-input"
          checked={value.hideFictional}
          onChange={(e) => onChange({ ...value, hideFictional: e.target.checked })}
        />
        <label htmlFor="swipe-hide-fictional" className="form-check-label">
          {t('settings.hideFictional')}
        </label>
      </div>
    </details>
  );
}
