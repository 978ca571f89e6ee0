import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegionsQuery } from '../../../queries/site';
import { useSettings } from '../../../queries/siteState';
import { maxAge, type SearchFilters } from '../searchStore';
import { LocationButton } from './LocationButton';

/**
 * SearchForm holds the search filters; every change searches at once. Its 188 options
 * render again only when its own props or hooks change: the search page renders again as
 * each answer arrives, at once and on a phone too, where the form waits hidden (issue 22).
 */
export const SearchForm = memo(function SearchForm({
  filters,
  onChange,
  onReset,
}: {
  filters: SearchFilters;
  onChange: (next: Partial<SearchFilters>) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation('members');
  const settings = useSettings();
  const regions = useRegionsQuery();
  const own = filters.country ? regions.data?.[filters.country] : undefined;
  const ages = Array.from({ length: maxAge - settings.min_age + 1 }, (_, i) => settings.min_age + i);
  const setMin = (min_age: number) => onChange({ min_age, max_age: Math.max(min_age, filters.max_age) });
  const setMax = (max_age: number) => onChange({ max_age, min_age: Math.min(max_age, filters.min_age) });
  return (
    <form className="search-form card border-0 shadow-sm p-3 mb-4" aria-label={t('search.filters')} onSubmit={(e) => e.preventDefault()}>
      <div className="row g-2 g-md-3">
        <div className="col-6 col-md-4 col-xl-2">
          <label htmlFor="sf-gender" className="form-label small fw-semibold mb-1">{t('search.gender')}</label>
          <select id="sf-gender" className="form-select" value={filters.gender} onChange={(e) => onChange({ gender: e.target.value })}>
            <option value="">{t('search.genderAny')}</option>
            <option value="female">{t('search.genderFemale')}</option>
            <option value="male">{t('search.genderMale')}</option>
          </select>
        </div>
        <div className="col-6 col-md-4 col-xl-3">
          <label htmlFor="sf-country" className="form-label small fw-semibold mb-1">{t('search.country')}</label>
          <select id="sf-country" className="form-select" value={filters.country} onChange={(e) => onChange({ country: e.target.value, region: '' })}>
            <option value="">{t('search.countryAny')}</option>
            {settings.countries.map((c) => (
              <option key={c} value={c}>{t(`common:countries.${c}`)}</option>
            ))}
          </select>
        </div>
        <div className="col-12 col-md-4 col-xl-3">
          <label htmlFor="sf-region" className="form-label small fw-semibold mb-1">{t(`common:regionLabels.${own?.label ?? 'region'}`)}</label>
          <select id="sf-region" className="form-select" value={filters.region} onChange={(e) => onChange({ region: e.target.value })} disabled={!own}>
            <option value="">{filters.country && regions.isPending ? t('common:errors.loading') : t('search.regionAny')}</option>
            {own?.regions.map((r) => (
              <option key={r.id} value={r.id}>{r.name}</option>
            ))}
          </select>
        </div>
        <div className="col-6 col-md-3 col-xl-2">
          <label htmlFor="sf-min-age" className="form-label small fw-semibold mb-1">{t('search.minAge')}</label>
          <select id="sf-min-age" className="form-select" value={filters.min_age} onChange={(e) => setMin(Number(e.target.value))}>
            {ages.map((a) => <option key={a} value={a}>{a}</option>)}
          </select>
        </div>
        <div className="col-6 col-md-3 col-xl-2">
          <label htmlFor="sf-max-age" className="form-label small fw-semibold mb-1">{t('search.maxAge')}</label>
          <select id="sf-max-age" className="form-select" value={filters.max_age} onChange={(e) => setMax(Number(e.target.value))}>
            {ages.map((a) => <option key={a} value={a}>{a}</option>)}
          </select>
        </div>
        <div className="col-12 col-md-6 col-xl-12 d-flex flex-wrap align-items-center gap-2 align-self-end">
          <LocationButton onLocated={onChange} />
          {settings.fictional_filter && (
            <div className="form-check form-switch mb-0 ms-md-2">
              <input id="sf-hide-fictional" type="checkbox" role="switch" className="form-check-input" checked={filters.hide_fictional} onChange={(e) => onChange({ hide_fictional: e.target.checked })} />
              <label htmlFor="sf-hide-fictional" className="form-check-label small">{t('search.hideFictional')}</label>
            </div>
          )}
          <button type="button" className="btn btn-link btn-sm px-0 ms-auto" onClick={onReset}>{t('search.reset')}</button>
        </div>
      </div>
    </form>
  );
});
