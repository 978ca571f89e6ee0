import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { complaintCategories, type ComplaintCategory, type ComplaintFilter, type ComplaintStats, type ComplaintStatus } from '../api/complaints';
import { AdminTable } from '../components/AdminTable';
import { ErrorAlert } from '../components/ErrorAlert';
import { useFormat } from '../components/format';
import { Loading } from '../components/Loading';
import { PageHeader } from '../components/PageHeader';
import { adminPaths } from '../paths';
import { useComplaintsQuery } from '../queries/complaints';
import { Duration } from './Duration';

const statuses: ComplaintStatus[] = ['open', 'decided', 'all'];

/** ComplaintsPage is the moderators' queue of notices, oldest first, with the time-to-decision figures. */
export function ComplaintsPage() {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const [params, setParams] = useSearchParams();
  const status = (statuses as string[]).includes(params.get('status') ?? '') ? (params.get('status') as ComplaintStatus) : 'open';
  const category = (complaintCategories as string[]).includes(params.get('category') ?? '') ? (params.get('category') as ComplaintCategory) : undefined;
  const memberId = Number(params.get('member')) || undefined;
  const afterId = Number(params.get('after')) || undefined;
  const filter: ComplaintFilter = { status, category, memberId, afterId };
  const list = useComplaintsQuery(filter);
  const change = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    next.delete('after');
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };
  const next = list.data?.next_after_id;
  return (
    <>
      <PageHeader title={t('complaints.title')}>
        <div className="btn-group btn-group-sm" role="group" aria-label={t('complaints.show')}>
          {statuses.map((s) => (
            <button key={s} type="button" className={`btn ${s === status ? 'btn-dark' : 'btn-outline-dark'}`} aria-pressed={s === status} onClick={() => change('status', s)}>
              {t(`complaints.status.${s}`)}
            </button>
          ))}
        </div>
        <select className="form-select form-select-sm w-auto" aria-label={t('complaints.category')} value={category ?? ''} onChange={(e) => change('category', e.target.value || undefined)}>
          <option value="">{t('complaints.allCategories')}</option>
          {complaintCategories.map((c) => (
            <option key={c} value={c}>
              {t(`complaints.categories.${c}`)}
            </option>
          ))}
        </select>
      </PageHeader>
      {list.data ? <StatsBar stats={list.data.stats} /> : null}
      {memberId ? (
        <p className="small">
          {t('complaints.aboutMember', { id: memberId })} <Link to={adminPaths.complaints}>{t('complaints.clearMember')}</Link>
        </p>
      ) : null}
      {list.isPending ? <Loading /> : null}
      <ErrorAlert error={list.error} />
      {list.data && list.data.complaints.length === 0 ? <p className="text-body-secondary">{t(`complaints.empty.${status}`)}</p> : null}
      {list.data && list.data.complaints.length > 0 ? (
        <AdminTable
          head={
            <>
              <th>{t('complaints.reference')}</th>
              <th>{t('complaints.received')}</th>
              <th>{t('complaints.category')}</th>
              <th>{t('complaints.reported')}</th>
              <th>{t('complaints.reporter')}</th>
              <th>{t('complaints.decisionHeading')}</th>
            </>
          }
        >
            {list.data.complaints.map((c) => (
              <tr key={c.id}>
                <td>
                  <Link to={adminPaths.complaint(c.id)} className="fw-semibold font-monospace">
                    {c.reference}
                  </Link>
                </td>
                <td className="text-nowrap">{f.dateTime(c.created_at)}</td>
                <td>{t(`complaints.categories.${c.category}`)}</td>
                <td>
                  {c.member_id ? <Link to={adminPaths.member(c.member_id)}>{c.member_name || `#${c.member_id}`}</Link> : <span className="text-body-secondary">{t('complaints.noMember')}</span>}
                  {c.photo_id ? <span className="badge text-bg-light ms-1">{t('complaints.kind.photo')}</span> : null}
                  {c.message_id ? <span className="badge text-bg-light ms-1">{t('complaints.kind.message')}</span> : null}
                </td>
                <td className="text-truncate" style={{ maxWidth: '14rem' }}>
                  {c.name || t('complaints.anonymous')}
                  {c.reporter_id ? <span className="text-body-secondary small"> · {t('complaints.member')}</span> : null}
                </td>
                <td>{c.decision ? t(`complaints.decisions.${c.decision}`) : <span className="badge text-bg-warning">{t('complaints.status.open')}</span>}</td>
              </tr>
            ))}
        </AdminTable>
      ) : null}
      <nav className="d-flex gap-2 mt-3" aria-label={t('complaints.pages')}>
        {afterId ? (
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => change('after', undefined)}>
            {t('complaints.first')}
          </button>
        ) : null}
        {next ? (
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => change('after', String(next))}>
            {t('complaints.next')}
          </button>
        ) : null}
      </nav>
    </>
  );
}

/** StatsBar shows how many notices wait and how long deciding took lately. */
function StatsBar({ stats }: { stats: ComplaintStats }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  return (
    <dl className="admin-complaint-stats card admin-card card-body d-flex flex-row flex-wrap gap-4 mb-3" aria-label={t('complaints.stats.label')}>
      <div>
        <dt className="small text-body-secondary fw-normal">{t('complaints.stats.open')}</dt>
        <dd className="h5 mb-0" data-testid="complaints-open">
          {f.number(stats.open)}
        </dd>
      </div>
      <div>
        <dt className="small text-body-secondary fw-normal">{t('complaints.stats.decided', { days: stats.days })}</dt>
        <dd className="h5 mb-0">{f.number(stats.decided)}</dd>
      </div>
      <div>
        <dt className="small text-body-secondary fw-normal">{t('complaints.stats.median')}</dt>
        <dd className="h5 mb-0">{stats.decided > 0 ? <Duration seconds={stats.median_seconds} /> : '—'}</dd>
      </div>
      <div>
        <dt className="small text-body-secondary fw-normal">{t('complaints.stats.p95')}</dt>
        <dd className="h5 mb-0">{stats.decided > 0 ? <Duration seconds={stats.p95_seconds} /> : '—'}</dd>
      </div>
    </dl>
  );
}
