import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { useRegionsQuery } from '../../../queries/site';
import { useSettings } from '../../../queries/siteState';
import type { useFieldErrors } from '../../../components/useFieldErrors';

/** LocationFields are the country, from the site's countries, its region, labelled the way that country names them, and the city. */
export function LocationFields({
  country,
  region,
  city,
  onChange,
  fields,
}: {
  country: string;
  region: string;
  city: string;
  onChange: (next: { country?: string; region?: string; city?: string }) => void;
  fields: ReturnType<typeof useFieldErrors>;
}) {
  const { t } = useTranslation('profile');
  const settings = useSettings();
  const regions = useRegionsQuery();
  const own = regions.data?.[country];
  return (
    <>
      <div className="col-sm-6">
        <label htmlFor="pe-country" className="form-label fw-semibold">{t('fields.country')}</label>
        <select value={country} onChange={(e) => onChange({ country: e.target.value, region: '' })} autoComplete="country" {...fields.control('country', 'pe-country', 'form-select')}>
          {!settings.countries.includes(country) && <option value="">{t('editor.choose')}</option>}
          {settings.countries.map((c) => (
            <option key={c} value={c}>{t(`common:countries.${c}`)}</option>
          ))}
        </select>
        {fields.feedback('country', 'pe-country')}
      </div>
      <div className="col-sm-6">
        {regions.isError ? (
          <ApiErrorAlert error={regions.error}>
            <button type="button" className="btn btn-link btn-sm p-0 ms-2 align-baseline" onClick={() => void regions.refetch()}>
              {t('common:errors.retry')}
            </button>
          </ApiErrorAlert>
        ) : (
          <>
            <label htmlFor="pe-region" className="form-label fw-semibold">{t(`common:regionLabels.${own?.label ?? 'region'}`)}</label>
            <select value={region} onChange={(e) => onChange({ region: e.target.value })} disabled={!own} {...fields.control('region', 'pe-region', 'form-select')}>
              <option value="">{regions.isPending ? t('common:errors.loading') : t('editor.choose')}</option>
              {own?.regions.map((r) => (
                <option key={r.id} value={r.id}>{r.name}</option>
              ))}
            </select>
            {fields.feedback('region', 'pe-region')}
          </>
        )}
      </div>
      <div className="col-12">
        <label htmlFor="pe-city" className="form-label fw-semibold">{t('fields.city')}</label>
        <input type="text" value={city} onChange={(e) => onChange({ city: e.target.value })} autoComplete="address-level2" maxLength={80} {...fields.control('city', 'pe-city')} />
        {fields.feedback('city', 'pe-city')}
      </div>
    </>
  );
}
