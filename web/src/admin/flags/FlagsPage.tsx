import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminTable } from '../components/AdminTable';
import { ErrorAlert } from '../components/ErrorAlert';
import { useFormat } from '../components/format';
import { Loading } from '../components/Loading';
import { PageHeader } from '../components/PageHeader';
import { adminPaths } from '../paths';
import { useFlagsQuery, useResolveFlag } from '../queries/flags';

/** FlagsPage lists the members operators flagged at the desk (moderators and admins), with a "resolved" action. */
export function FlagsPage() {
  const { t } = useTranslation('admin');
  const fmt = useFormat();
  const [all, setAll] = useState(false);
  const flags = useFlagsQuery(all);
  const resolve = useResolveFlag();
  return (
    <>
      <PageHeader title={t('flags.title')} />
      <p className="text-body-secondary small">{t('flags.intro')}</p>
      <div className="form-check mb-3">
        <input id="flags-all" type="checkbox" className="form-check-input" checked={all} onChange={(e) => setAll(e.target.checked)} />
        <label htmlFor="flags-all" className="form-check-label small">
          {t('flags.showResolved')}
        </label>
      </div>
      <ErrorAlert error={resolve.error} />
      {flags.isPending ? (
        <Loading />
      ) : flags.isError ? (
        <ErrorAlert error={flags.error} />
      ) : flags.data.flags.length === 0 ? (
        <p>{all ? t('flags.none') : t('flags.empty')}</p>
      ) : (
        <AdminTable
          head={
            <>
              <th scope="col">{t('flags.member')}</th>
              <th scope="col">{t('flags.reason')}</th>
              <th scope="col">{t('flags.operator')}</th>
              <th scope="col">{t('flags.time')}</th>
              <th scope="col">{t('flags.state')}</th>
            </>
          }
        >
          {flags.data.flags.map((f) => (
            <tr key={f.id}>
              <td>
                <Link to={adminPaths.member(f.member_id)}>{f.member_name || `#${f.member_id}`}</Link>
              </td>
              <td className="text-break">{f.reason}</td>
              <td>{f.operator || `#${f.operator_id}`}</td>
              <td className="text-nowrap">{fmt.dateTime(f.created_at)}</td>
              <td>
                {f.resolved_at ? (
                  <span className="badge text-bg-secondary">{t('flags.resolvedAt', { time: fmt.dateTime(f.resolved_at) })}</span>
                ) : (
                  <button type="button" className="btn btn-outline-success btn-sm" disabled={resolve.isPending} onClick={() => resolve.mutate(f.id)}>
                    {t('flags.resolve')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
