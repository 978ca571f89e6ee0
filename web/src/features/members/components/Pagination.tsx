import { useTranslation } from 'react-i18next';
import { pageItems } from '../pageItems';

/** Pagination moves through the pages of search results: previous, page numbers, next. */
export function Pagination({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('members');
  if (total <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="mt-4">
      <ul className="pagination justify-content-center flex-wrap">
        <li className={`page-item ${page <= 1 ? 'disabled' : ''}`}>
          <button type="button" className="page-link" onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label={t('pagination.previous')}>
            <span aria-hidden="true">‹</span>
            <span className="d-none d-sm-inline ms-1">{t('pagination.previous')}</span>
          </button>
        </li>
        {pageItems(page, total).map((item, i) =>
          item === 'gap' ? (
            <li className="page-item disabled" key={`gap-${i}`} aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li className={`page-item ${item === page ? 'active' : ''}`} key={item}>
              <button
                type="button"
                className="page-link"
                onClick={() => onPage(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li className={`page-item ${page >= total ? 'disabled' : ''}`}>
          <button type="button" className="page-link" onClick={() => onPage(page + 1)} disabled={page >= total} aria-label={t('pagination.next')}>
            <span className="d-none d-sm-inline me-1">{t('pagination.next')}</span>
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
