import { useTranslation } from 'react-i18next';
import type { SearchFilters } from '../searchStore';
import type { FilterChip } from './useFilterChips';

/** FilterChips shows the active filters as chips; each one's button removes that filter. */
export function FilterChips({ chips, onChange }: { chips: FilterChip[]; onChange: (next: Partial<SearchFilters>) => void }) {
  const { t } = useTranslation('members');
  if (chips.length === 0) return null;
  return (
    <ul className="filter-chips list-unstyled d-flex gap-2 mb-0" aria-label={t('search.activeFilters')}>
      {chips.map((c) => (
        <li key={c.key}>
          <button type="button" className="filter-chip btn btn-sm rounded-pill" onClick={() => onChange(c.clear)} aria-label={t('search.removeFilter', { filter: c.label })}>
            <span>{c.label}</span>
            <span className="filter-chip-x" aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
