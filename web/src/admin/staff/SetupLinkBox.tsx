import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** SetupLinkBox shows a one-time set-up link, selected for copying, with a copy button. */
export function SetupLinkBox({ url }: { url: string }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="form-label small fw-semibold">
        {t('staff.link.label')}
      </label>
      <div className="input-group">
        <input id={id} className="form-control font-monospace small" readOnly value={url} onFocus={(e) => e.target.select()} />
        <button
          type="button"
          className="btn btn-outline-dark"
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(() => setCopied(true));
          }}
        >
          {copied ? t('staff.link.copied') : t('staff.link.copy')}
        </button>
      </div>
      <p className="form-text">{t('staff.link.hint')}</p>
    </div>
  );
}
