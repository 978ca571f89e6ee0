import { useState } from 'react';
import './sites.css';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { type AdminSite, fieldErrorsOf, type SiteSettings } from '../api/sites';
import { ErrorAlert } from '../components/ErrorAlert';
import { Loading } from '../components/Loading';
import { PageHeader } from '../components/PageHeader';
import { ReasonDialog } from '../components/ReasonDialog';
import { adminPaths } from '../paths';
import { usePreviewSiteMutation, useSiteQuery, useUpdateSiteMutation } from '../queries/sites';
import { useErrorsByField } from './fieldErrors';
import { SiteField } from './SiteField';
import { formValues, patchOf, siteGroups } from './siteForm';

/**
 * SitePage edits every setting of a site and its company details, grouped by topic.
 * Preview shows what GET /api/settings on the host would answer with the changes;
 * Save asks for the reason and sends the changed fields only.
 */
export function SitePage() {
  const host = useParams().host ?? '*';
  const site = useSiteQuery(host);
  if (site.isPending) return <Loading />;
  if (site.isError) return <ErrorAlert error={site.error} />;
  return <SiteForm key={host} host={host} site={site.data} />;
}

function SiteForm({ host, site }: { host: string; site: AdminSite }) {
  const { t } = useTranslation('admin');
  const update = useUpdateSiteMutation(host);
  const preview = usePreviewSiteMutation(host);
  const [initial, setInitial] = useState<Record<string, string>>(() => formValues(site));
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [serverError, setServerError] = useState<unknown>(null);
  const [asking, setAsking] = useState(false);
  const [saved, setSaved] = useState(false);
  const [previewed, setPreviewed] = useState<SiteSettings | null>(null);
  const byField = useErrorsByField(serverError);

  const { patch, changed, malformed } = patchOf(initial, values);
  const errors: Record<string, string> = { ...byField };
  for (const k of malformed) errors[k] = t('sites.form.jsonInvalid');
  const canSend = changed.length > 0 && malformed.length === 0;
  const unplaced = fieldErrorsOf(serverError).filter((e) => e.field && !siteGroups.some((g) => g.fields.some((f) => f.key === e.field)) && e.field !== 'reason');

  const runPreview = () => {
    setSaved(false);
    preview.mutate(patch, {
      onSuccess: (s) => {
        setServerError(null);
        setPreviewed(s);
      },
      onError: (err) => {
        setServerError(err);
        setPreviewed(null);
      },
    });
  };

  return (
    <>
      <PageHeader title={t('sites.site.title', { host })}>
        <Link to={adminPaths.sites} className="btn btn-sm btn-outline-dark">
          {t('sites.site.back')}
        </Link>
      </PageHeader>
      <div className="row g-3">
        <div className="col-lg-8 order-last order-lg-first">
          <div className="admin-site-toolbar">
            <div className="d-flex gap-2 flex-wrap align-items-center">
              <button type="button" className="btn btn-outline-primary btn-sm" onClick={runPreview} disabled={preview.isPending || malformed.length > 0}>
                {t('sites.form.preview')}
              </button>
              <button type="button" className="btn btn-primary btn-sm" onClick={() => setAsking(true)} disabled={!canSend}>
                {t('sites.form.save')}
              </button>
              <button
                type="button"
                className="btn btn-outline-dark btn-sm"
                disabled={changed.length === 0 && malformed.length === 0}
                onClick={() => {
                  setValues(initial);
                  setServerError(null);
                  setPreviewed(null);
                }}
              >
                {t('sites.form.reset')}
              </button>
              <span className="small text-body-secondary">{t('sites.form.changed', { count: changed.length })}</span>
            </div>
          </div>
          {saved ? (
            <div className="alert alert-success py-2 small" role="status">
              {t('sites.form.saved')}
            </div>
          ) : null}
          {unplaced.length > 0 ? (
            <div className="alert alert-danger py-2 small" role="alert">
              {unplaced.map((e) => (
                <div key={e.field}>
                  <code>{e.field}</code>: {byField[e.field!]}
                </div>
              ))}
            </div>
          ) : null}
          {siteGroups.map((g) => (
            <fieldset key={g.id} className="card mb-3">
              <legend className="card-header fs-6 fw-semibold mb-0 float-none w-100">{t(`sites.groups.${g.id}`)}</legend>
              <div className="card-body row row-cols-1 row-cols-md-2 g-2 mx-0">
                {g.fields.map((f) => (
                  <div key={f.key} className={f.kind === 'json' || f.kind === 'textarea' ? 'col-md-12' : ''}>
                    <SiteField
                      def={f}
                      value={values[f.key] ?? ''}
                      error={errors[f.key]}
                      languages={site.options.languages}
                      onChange={(v) => {
                        setSaved(false);
                        setValues({ ...values, [f.key]: v });
                      }}
                    />
                  </div>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
        <div className="col-lg-4 order-first order-lg-last">
          <div className="admin-site-aside">
            <section aria-labelledby="site-preview-title" className="card">
              <h2 id="site-preview-title" className="card-header h6 mb-0">
                {t('sites.form.previewTitle', { host })}
              </h2>
              <div className="card-body p-2">
                {previewed ? (
                  <pre className="admin-site-preview small mb-0" data-testid="site-preview">
                    {JSON.stringify(previewed, null, 2)}
                  </pre>
                ) : (
                  <p className="small text-body-secondary mb-0">{t('sites.form.previewHint')}</p>
                )}
              </div>
            </section>
          </div>
        </div>
      </div>
      {asking ? (
        <ReasonDialog
          title={t('sites.form.saveTitle', { count: changed.length })}
          confirm={t('sites.form.save')}
          pending={update.isPending}
          error={fieldErrorsOf(update.error).some((e) => e.field !== 'reason') ? null : update.error}
          onClose={() => setAsking(false)}
          onConfirm={(reason) =>
            update.mutate(
              { ...patch, reason },
              {
                onSuccess: (s) => {
                  const v = formValues(s);
                  setInitial(v);
                  setValues(v);
                  setServerError(null);
                  setAsking(false);
                  setSaved(true);
                },
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
          <ul className="small mb-3">
            {changed.map((k) => (
              <li key={k} className="font-monospace">
                {k}
              </li>
            ))}
          </ul>
        </ReasonDialog>
      ) : null}
    </>
  );
}
