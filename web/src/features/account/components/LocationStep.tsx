import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { useRegionsQuery } from '../../../queries/site';
import { useSettings } from '../../../queries/siteState';
import type { useFieldErrors } from '../../../components/useFieldErrors';

/** LocationStep asks for the country, from the site's countries, and its region, labelled the way that country names them. */
export function LocationStep({
  country,
  region,
  onChange,
  fields,
}: {
  country: string;
  region: string;
  onChange: (next: { country: string; region: string }) => void;
  fields: ReturnType<typeof useFieldErrors>;
}) {
  const { t } = useTranslation('account');
  const settings = useSettings();
  const regions = useRegionsQuery();
  const own = regions.data?.[country];
  const regionLabel = t(`common:regionLabels.${own?.label ?? 'region'}`);
  return (
    <fieldset>
      <legend className="h4 fw-bold mb-3">{t('complete.locationQuestion')}</legend>
      <div className="mb-3">
        <label htmlFor="cs-country" className="form-label fw-semibold">{t('complete.country')}</label>
        <select value={country} onChange={(e) => onChange({ country: e.target.value, region: '' })} autoComplete="country" {...fields.control('country', 'cs-country', 'form-select')}>
          <option value="">{t('complete.choose')}</option>
          {settings.countries.map((c) => (
            <option key={c} value={c}>{t(`common:countries.${c}`)}</option>
          ))}
        </select>
        {fields.feedback('country', 'cs-country')}
      </div>
      {regions.isError ? (
        <ApiErrorAlert error={regions.error}>
          <button type="button" className="btn btn-link btn-sm p-0 ms-2 align-baseline" onClick={() => void regions.refetch()}>
            {t('common:errors.retry')}
          </button>
        </ApiErrorAlert>
      ) : (
        <div className="mb-3">
          <label htmlFor="cs-region" className="form-label fw-semibold">{regionLabel}</label>
          <select value={region} onChange={(e) => onChange({ country, region: e.target.value })} disabled={!own} {...fields.control('region', 'cs-region', 'form-select')}>
            <option value="">{regions.isPending ? t('common:errors.loading') : t('complete.choose')}</option>
            {own?.regions.map((r) => (
              <option key={r.id} value={r.id}>{r.name}</option>
            ))}
          </select>
          {fields.feedback('region', 'cs-region')}
        </div>
      )}
    </fieldset>
  );
}
