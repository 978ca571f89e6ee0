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
      <textarea id={id} className="form-control font-monospace small text-break mb-2" rows={3} readOnly value={url} onFocus={(e) => e.target.select()} />
      <div className="d-flex align-items-start gap-3">
        <p className="form-text mt-0 mb-0 flex-grow-1">{t('staff.link.hint')}</p>
        <button
          type="button"
          className="btn btn-sm btn-outline-dark flex-shrink-0"
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(() => setCopied(true));
          }}
        >
          {copied ? t('staff.link.copied') : t('staff.link.copy')}
        </button>
      </div>
    </div>
  );
}
