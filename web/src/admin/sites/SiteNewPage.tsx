import { useState } from 'react';
import './sites.css';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type AdminSite, fieldErrorsOf } from '../api/sites';
import { ErrorAlert } from '../components/ErrorAlert';
import { Loading } from '../components/Loading';
import { PageHeader } from '../components/PageHeader';
import { ReasonDialog } from '../components/ReasonDialog';
import { adminPaths } from '../paths';
import { useCreateSiteMutation, useSiteQuery, useSitesQuery } from '../queries/sites';
import { useErrorsByField, useFieldErrorText } from './fieldErrors';
import { SiteField } from './SiteField';
import { formValues, patchOf, siteGroups } from './siteForm';
import { normalizeSiteHost, siteHostError } from './siteHost';

const companyFields = siteGroups.find((g) => g.id === 'company')!.fields;

/**
 * SiteNewPage adds a site for a new host: its settings copied from an existing site
 * (changed afterwards on the site's own page), its company details filled in from that
 * site and edited here. Adding asks for the reason, as every console change does.
 */
export function SiteNewPage() {
  const { t } = useTranslation('admin');
  const sites = useSitesQuery();
  const [copyFrom, setCopyFrom] = useState('*');
  const source = useSiteQuery(copyFrom);
  return (
    <>
      <PageHeader title={t('sites.new.title')}>
        <Link to={adminPaths.sites} className="btn btn-sm btn-outline-dark">
          {t('sites.site.back')}
        </Link>
      </PageHeader>
      <ErrorAlert error={sites.error ?? source.error} />
      {sites.isPending || source.isPending ? <Loading /> : null}
      {sites.data && source.data ? (
        <NewSiteForm key={copyFrom} copyFrom={copyFrom} hosts={sites.data.map((s) => s.host)} source={source.data} onCopyFrom={setCopyFrom} />
      ) : null}
    </>
  );
}

function NewSiteForm({ copyFrom, hosts, source, onCopyFrom }: { copyFrom: string; hosts: string[]; source: AdminSite; onCopyFrom: (h: string) => void }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const create = useCreateSiteMutation();
  const fieldText = useFieldErrorText();
  const [initial] = useState<Record<string, string>>(() => {
    const all = formValues(source);
    return Object.fromEntries(companyFields.map((f) => [f.key, all[f.key] ?? '']));
  });
  const [values, setValues] = useState(initial);
  const [host, setHost] = useState('');
  const [touched, setTouched] = useState(false);
  const [asking, setAsking] = useState(false);
  const [serverError, setServerError] = useState<unknown>(null);
  const byField = useErrorsByField(serverError);

  const { patch, malformed } = patchOf(initial, values);
  const hostKey = siteHostError(host);
  const hostError = (touched && hostKey ? fieldText({ key: hostKey, message: '' }) : '') || byField.host;
  const errors: Record<string, string> = { ...byField };
  for (const k of malformed) errors[k] = t('sites.form.jsonInvalid');
  const placed = new Set(['host', 'copy_from', 'reason', ...companyFields.map((f) => f.key)]);
  const unplaced = fieldErrorsOf(serverError).filter((e) => e.field && !placed.has(e.field));

  return (
    <form
      className="admin-site-new"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (!hostKey && malformed.length === 0) setAsking(true);
      }}
    >
      {unplaced.length > 0 ? (
        <div className="alert alert-danger py-2 small" role="alert">
          {unplaced.map((e) => (
            <div key={e.field}>
              <code>{e.field}</code>: {byField[e.field!]}
            </div>
          ))}
        </div>
      ) : null}
      <fieldset className="card mb-3">
        <legend className="card-header fs-6 fw-semibold mb-0 float-none w-100">{t('sites.new.siteGroup')}</legend>
        <div className="card-body row row-cols-1 row-cols-md-2 g-2 mx-0">
          <div className="mb-2">
            <label htmlFor="site-new-host" className="form-label small mb-1">
              {t('sites.new.host')}
            </label>
            <input
              id="site-new-host"
              className={`form-control form-control-sm font-monospace${hostError ? ' is-invalid' : ''}`}
              value={host}
              autoComplete="off"
              spellCheck={false}
              placeholder="www.example.com"
              aria-describedby="site-new-host-help"
              onChange={(e) => {
                setHost(e.target.value);
                setServerError(null);
              }}
              onBlur={() => setTouched(true)}
            />
            {hostError ? <div className="invalid-feedback">{hostError}</div> : null}
            <div id="site-new-host-help" className="form-text">
              {t('sites.new.hostHelp')}
            </div>
          </div>
          <div className="mb-2">
            <label htmlFor="site-new-copy" className="form-label small mb-1">
              {t('sites.new.copyFrom')}
            </label>
            <select
              id="site-new-copy"
              className={`form-select form-select-sm font-monospace${byField.copy_from ? ' is-invalid' : ''}`}
              value={copyFrom}
              aria-describedby="site-new-copy-help"
              onChange={(e) => onCopyFrom(e.target.value)}
            >
              {hosts.map((h) => (
                <option key={h} value={h}>
                  {h === '*' ? `* (${t('sites.defaultSite')})` : h}
                </option>
              ))}
            </select>
            {byField.copy_from ? <div className="invalid-feedback">{byField.copy_from}</div> : null}
            <div id="site-new-copy-help" className="form-text">
              {t('sites.new.copyHelp', { name: source.settings.name })}
            </div>
          </div>
        </div>
      </fieldset>
      <fieldset className="card mb-3">
        <legend className="card-header fs-6 fw-semibold mb-0 float-none w-100">{t('sites.groups.company')}</legend>
        <div className="card-body row row-cols-1 row-cols-md-2 g-2 mx-0">
          {companyFields.map((f) => (
            <div key={f.key}>
              <SiteField def={f} value={values[f.key] ?? ''} error={errors[f.key]} languages={source.options.languages} onChange={(v) => setValues({ ...values, [f.key]: v })} />
            </div>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="btn btn-primary btn-sm">
        {t('sites.new.add')}
      </button>
      {asking ? (
        <ReasonDialog
          title={t('sites.new.confirmTitle', { host: normalizeSiteHost(host) })}
          confirm={t('sites.new.add')}
          pending={create.isPending}
          error={fieldErrorsOf(create.error).some((e) => e.field !== 'reason') ? null : create.error}
          onClose={() => setAsking(false)}
          onConfirm={(reason) =>
            create.mutate(
              { host: normalizeSiteHost(host), copy_from: copyFrom, company: patch.company, reason },
              {
                onSuccess: (s) => void navigate(adminPaths.site(s.host)),
                onError: (err) => {
                  if (fieldErrorsOf(err).some((e) => e.field !== 'reason')) {
                    setServerError(err);
                    setAsking(false);
                  }
                },
              },
            )
          }
        >
          <p className="small mb-3">{t('sites.new.confirmNote', { from: copyFrom })}</p>
        </ReasonDialog>
      ) : null}
    </form>
  );
}
