import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** RecoveryCodes shows the recovery codes once and lets go only when the staff member says they kept them. */
export function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const { t } = useTranslation('admin');
  const [saved, setSaved] = useState(false);
  return (
    <>
      <div className="alert alert-warning small">{t('setup.codesOnce')}</div>
      <ol className="admin-codes font-monospace" aria-label={t('setup.codesTitle')}>
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
      <div className="form-check mb-3">
        <input id="codes-saved" type="checkbox" className="form-check-input" checked={saved} onChange={(e) => setSaved(e.target.checked)} />
        <label htmlFor="codes-saved" className="form-check-label">
          {t('setup.codesSaved')}
        </label>
      </div>
      <button type="button" className="btn btn-primary w-100" disabled={!saved} onClick={onSaved}>
        {t('setup.continue')}
      </button>
    </>
  );
}
