import { useTranslation } from 'react-i18next';
import { useSitesQuery } from '../queries/sites';

/**
 * SitesField chooses the sites a fictional profile appears on: every site ('*') or
 * some of the console's sites, as checkboxes. The first chosen is the profile's own.
 */
export function SitesField({ value, onChange, error }: { value: string[]; onChange: (sites: string[]) => void; error?: string | null }) {
  const { t } = useTranslation('admin');
  const sites = useSitesQuery();
  const hosts = ['*', ...(sites.data ?? []).map((s) => s.host).filter((h) => h !== '*')];
  for (const h of value) if (!hosts.includes(h)) hosts.push(h); // a site since removed stays visible
  const toggle = (host: string, on: boolean) => onChange(on ? [...value, host] : value.filter((h) => h !== host));
  return (
    <fieldset className="col-12" aria-describedby="f-sites-help">
      <legend className="form-label small fw-semibold mb-1">{t('fictional.sites')}</legend>
      <div className="d-flex flex-wrap gap-3">
        {hosts.map((h) => (
          <div key={h} className="form-check">
            <input id={`f-site-${h}`} type="checkbox" className={`form-check-input ${error ? 'is-invalid' : ''}`} checked={value.includes(h)} onChange={(e) => toggle(h, e.target.checked)} />
            <label htmlFor={`f-site-${h}`} className="form-check-label small">
              {h === '*' ? t('fictional.everySite') : h}
            </label>
          </div>
        ))}
      </div>
      <div id="f-sites-help" className="form-text">
        {t('fictional.sitesHelp')}
      </div>
      {sites.isError && <div className="form-text text-danger">{t('fictional.sitesUnavailable')}</div>}
      {error && <div className="invalid-feedback d-block">{error}</div>}
    </fieldset>
  );
}
