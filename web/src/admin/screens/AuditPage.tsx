import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AuditFilter } from '../api/types';
import { Diff } from '../components/Diff';
import { ErrorAlert } from '../components/ErrorAlert';
import { useFormat } from '../components/format';
import { Loading } from '../components/Loading';
import { PageHeader } from '../components/PageHeader';
import { Pager } from '../components/Pager';
import { useCursors } from '../components/useCursors';
import { useAuditQuery } from '../queries/audit';

const filterKeys = ['staff_id', 'action', 'target_type', 'target_id', 'from', 'to'] as const;
const dayKeys: readonly string[] = ['from', 'to'];

/** AuditPage: the append-only log of every change made in the console, filtered and paged. */
export function AuditPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const filter: AuditFilter = {};
  for (const k of filterKeys) filter[k] = params.get(k) ?? undefined;
  const [form, setForm] = useState<Record<string, string>>(() => Object.fromEntries(filterKeys.map((k) => [k, params.get(k) ?? ''])));
  const [rangeError, setRangeError] = useState(false);
  const pages = useCursors();
  const audit = useAuditQuery({ ...filter, before_id: pages.beforeId });
  const f = useFormat();
  return (
    <>
      <PageHeader title={t('audit.title')} />
      <form
        className="admin-filters mb-3"
        onSubmit={(e) => {
          e.preventDefault();
          // Days as the date inputs give them (YYYY-MM-DD) compare as text.
          const backwards = form.from !== '' && form.to !== '' && form.to! < form.from!;
          setRangeError(backwards);
          if (backwards) return;
          pages.reset();
          setParams(Object.fromEntries(Object.entries(form).filter(([, v]) => v.trim() !== '').map(([k, v]) => [k, v.trim()])));
        }}
      >
        {filterKeys.map((k) => (
          <div key={k}>
            <label htmlFor={`audit-${k}`} className="form-label small mb-1">
              {t(`audit.filter.${k}`)}
            </label>
            <input
              id={`audit-${k}`}
              type={dayKeys.includes(k) ? 'date' : 'text'}
              className="form-control form-control-sm"
              value={form[k]}
              aria-invalid={rangeError && k === 'to' ? true : undefined}
              aria-describedby={rangeError && k === 'to' ? 'audit-range-error' : undefined}
              onChange={(e) => setForm({ ...form, [k]: e.target.value })}
            />
          </div>
        ))}
        <button type="submit" className="btn btn-sm btn-primary align-self-end">
          {t('audit.apply')}
        </button>
      </form>
      {rangeError ? (
        <div id="audit-range-error" className="alert alert-danger py-2 small" role="alert">
          {t('errors.auditRangeInvalid')}
        </div>
      ) : null}
      {audit.isPending ? <Loading /> : null}
      <ErrorAlert error={audit.error} />
      {audit.data && audit.data.entries.length === 0 ? <p className="text-body-secondary">{t('audit.empty')}</p> : null}
      {audit.data && audit.data.entries.length > 0 ? (
        <div className="table-responsive admin-table-wrap">
          <table className="table table-sm align-top admin-table mb-0">
            <thead>
              <tr>
                <th scope="col">{t('audit.col.at')}</th>
                <th scope="col">{t('audit.col.action')}</th>
                <th scope="col">{t('audit.col.change')}</th>
                <th scope="col">{t('audit.col.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {audit.data.entries.map((e) => (
                <tr key={e.id}>
                  <td className="small text-nowrap">
                    {f.dateTime(e.at)}
                    <div className="text-body-secondary text-truncate admin-audit-who" title={e.staff_email}>
                      {e.staff_email}
                    </div>
                  </td>
                  <td>
                    <code className="admin-action">{e.action}</code>
                    <div className="small font-monospace text-body-secondary text-nowrap">
                      {e.target_type} {e.target_id}
                    </div>
                  </td>
                  <td className="small">
                    <Diff before={e.before} after={e.after} />
                  </td>
                  <td className="small">{e.reason || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pager newer={pages.newer} older={pages.olderTo(audit.data?.next_before_id)} />
    </>
  );
}
