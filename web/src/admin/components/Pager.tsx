import { useTranslation } from 'react-i18next';

/** Pager moves through a list paged by before_id: newer goes back one page, older on. */
export function Pager({ newer, older }: { newer?: () => void; older?: () => void }) {
  const { t } = useTranslation('admin');
  if (!newer && !older) return null;
  return (
    <div className="d-flex gap-2 mt-3">
      <button type="button" className="btn btn-sm btn-outline-dark" disabled={!newer} onClick={newer}>
        {t('audit.newer')}
      </button>
      <button type="button" className="btn btn-sm btn-outline-dark" disabled={!older} onClick={older}>
        {t('audit.older')}
      </button>
    </div>
  );
}
