import { useTranslation } from 'react-i18next';
import { sorts, type SearchFilters, type Sort } from '../searchStore';
import { FilterChips } from './FilterChips';
import { useFilterChips } from './useFilterChips';

/**
 * SearchToolbar sits above the results: on phones and tablets the "Filters" button
 * that opens the filters sheet (from 992 px the filters stand beside it), the order of
 * the results, and the active filters as removable chips.
 */
export function SearchToolbar({ filters, onChange, onOpenFilters }: { filters: SearchFilters; onChange: (next: Partial<SearchFilters>) => void; onOpenFilters: () => void }) {
  const { t } = useTranslation('members');
  const chips = useFilterChips(filters);
  return (
    <div className="search-toolbar mb-2">
      <div className="d-flex align-items-center gap-2 mb-2">
        <button type="button" className="btn btn-outline-primary btn-sm fw-semibold d-lg-none d-inline-flex align-items-center gap-1" onClick={onOpenFilters} aria-haspopup="dialog">
          <FilterIcon />
          {t('search.filtersButton')}
          {chips.length > 0 && <span className="badge rounded-pill text-bg-primary">{chips.length}</span>}
        </button>
        <label htmlFor="sf-sort" className="small fw-semibold ms-auto mb-0 text-nowrap">{t('search.sortLabel')}</label>
        <select id="sf-sort" className="form-select form-select-sm w-auto" value={filters.sort} onChange={(e) => onChange({ sort: e.target.value as Sort })}>
          {sorts.map((s) => (
            <option key={s} value={s}>{t(`search.sort.${s}`)}</option>
          ))}
        </select>
      </div>
      <FilterChips chips={chips} onChange={onChange} />
    </div>
  );
}

function FilterIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M1.5 3h13a.5.5 0 0 1 0 1h-13a.5.5 0 0 1 0-1m2 4h9a.5.5 0 0 1 0 1h-9a.5.5 0 0 1 0-1m2 4h5a.5.5 0 0 1 0 1h-5a.5.5 0 0 1 0-1" />
    </svg>
  );
}
