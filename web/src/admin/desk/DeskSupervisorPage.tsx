import { useTranslation } from 'react-i18next';
import { AdminTable } from '../components/AdminTable';
import { ErrorAlert } from '../components/ErrorAlert';
import { Loading } from '../components/Loading';
import { PageHeader } from '../components/PageHeader';
import { deskRefreshMs, useDeskStatsQuery } from '../queries/desk';
import { clock, useNow } from './time';
import './desk.css';

const languages = ['en', 'nl', 'de', 'es', 'fr', 'it', 'pl'];

/**
 * DeskSupervisorPage is the supervisor's view of the desk (permission stats): the queue
 * per language, the wait to the first reply, each operator's replies in the last hour,
 * and an alert per site whose oldest waiting member waited past the site's
 * desk_alert_minutes. It is read again every few seconds.
 */
export function DeskSupervisorPage() {
  const { t } = useTranslation('admin');
  const stats = useDeskStatsQuery();
  const now = useNow();
  if (stats.isPending) return <Loading />;
  if (stats.isError) return <ErrorAlert error={stats.error} />;
  const s = stats.data;
  const since = Math.max(0, (now - stats.dataUpdatedAt) / 1000);
  const total = Object.values(s.queue_by_language).reduce((a, b) => a + b, 0);
  const langs = [...languages, ...Object.keys(s.queue_by_language).filter((l) => !languages.includes(l))];
  const site = (host: string) => (host === '*' ? t('desk.supervisor.defaultSite') : host);
  return (
    <>
      <PageHeader title={t('desk.supervisor.title')}>
        <span className="small text-body-secondary d-flex align-items-center gap-2">
          <span className={`desk-live-dot${stats.isFetching ? ' is-fetching' : ''}`} aria-hidden="true" />
          {t('desk.queue.refresh', { seconds: deskRefreshMs / 1000 })}
        </span>
      </PageHeader>
      {s.alerts.map((a) => (
        <div key={a.site} className="alert alert-danger d-flex align-items-center gap-2 py-2" role="alert">
          <strong>{t('desk.supervisor.alertTitle')}</strong>
          <span>{t('desk.supervisor.alert', { site: site(a.site), wait: clock(a.oldest_waiting_seconds + since), minutes: a.alert_minutes })}</span>
        </div>
      ))}
      <div className="row g-3 mb-3">
        {(
          [
            ['waiting', String(total)],
            ['oldest', total ? clock(s.oldest_waiting_seconds + since) : '—'],
            ['median', s.median_first_reply_seconds ? clock(s.median_first_reply_seconds) : '—'],
            ['p95', s.p95_first_reply_seconds ? clock(s.p95_first_reply_seconds) : '—'],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="col-6 col-lg-3">
            <div className="card admin-card h-100">
              <div className="card-body">
                <div className="small text-body-secondary">{t(`desk.supervisor.${key}`)}</div>
                <div className="desk-figure" data-testid={`desk-figure-${key}`}>
                  {value}
                </div>
              </div>
            </div>
          </div>
        ))}
      </div>
      <div className="row g-3">
        <div className="col-12 col-lg-5">
          <h2 className="small fw-semibold text-uppercase text-body-secondary mb-2">{t('desk.supervisor.byLanguage')}</h2>
          <AdminTable
            head={
              <>
                <th scope="col">{t('desk.queue.language')}</th>
                <th scope="col" className="text-end">
                  {t('desk.supervisor.waitingCol')}
                </th>
              </>
            }
          >
            {langs.map((l) => (
              <tr key={l}>
                <td>{t(`fictional.languages.${l}`, { defaultValue: l })}</td>
                <td className="text-end">{s.queue_by_language[l] ?? 0}</td>
              </tr>
            ))}
          </AdminTable>
        </div>
        <div className="col-12 col-lg-7">
          <h2 className="small fw-semibold text-uppercase text-body-secondary mb-2">{t('desk.supervisor.operators')}</h2>
          {s.replies_last_hour.length === 0 ? (
            <p className="text-body-secondary small">{t('desk.supervisor.noReplies')}</p>
          ) : (
            <AdminTable
              head={
                <>
                  <th scope="col">{t('desk.supervisor.operator')}</th>
                  <th scope="col" className="text-end">
                    {t('desk.supervisor.repliesPerHour')}
                  </th>
                </>
              }
            >
              {s.replies_last_hour.map((o) => (
                <tr key={o.staff_id}>
                  <td>{o.email || `#${o.staff_id}`}</td>
                  <td className="text-end">{o.replies}</td>
                </tr>
              ))}
            </AdminTable>
          )}
          <p className="small text-body-secondary mt-2">{t('desk.supervisor.note')}</p>
        </div>
      </div>
    </>
  );
}
