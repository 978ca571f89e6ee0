import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../queries/siteState';
import { maxAge, type SearchFilters } from '../searchStore';
import { useRegionName } from '../useRegionName';

export interface FilterChip {
  key: string;
  label: string;
  /** clear is the change that removes this filter. */
  clear: Partial<SearchFilters>;
}

/** useFilterChips lists the filters that narrow the search, each with the change that removes it. */
export function useFilterChips(filters: SearchFilters): FilterChip[] {
  const { t } = useTranslation('members');
  const settings = useSettings();
  const regionName = useRegionName();
  const chips: FilterChip[] = [];
  if (filters.gender) chips.push({ key: 'gender', label: t(filters.gender === 'female' ? 'search.genderFemale' : 'search.genderMale'), clear: { gender: '' } });
  if (filters.country) chips.push({ key: 'country', label: t(`common:countries.${filters.country}`, { defaultValue: filters.country }), clear: { country: '', region: '' } });
  if (filters.region) chips.push({ key: 'region', label: regionName(filters.country, filters.region), clear: { region: '' } });
  if (filters.min_age > settings.min_age || filters.max_age < maxAge) {
    chips.push({ key: 'age', label: t('search.chipAge', { min: filters.min_age, max: filters.max_age }), clear: { min_age: settings.min_age, max_age: maxAge } });
  }
  if (filters.hide_fictional) chips.push({ key: 'hide_fictional', label: t('search.hideFictional'), clear: { hide_fictional: false } });
  return chips;
}
