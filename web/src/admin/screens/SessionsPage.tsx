import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../components/ErrorAlert';
import { useFormat } from '../components/format';
import { Loading } from '../components/Loading';
import { PageHeader } from '../components/PageHeader';
import { deviceOf } from '../components/device';
import { ReasonDialog } from '../components/ReasonDialog';
import { adminPaths } from '../paths';
import { useEndAllSessionsMutation, useSessionsQuery } from '../queries/staff';
import { AdminTable } from '../components/AdminTable';

/** SessionsPage: the staff member's own sessions, and "log out everywhere". */
export function SessionsPage() {
  const { t } = useTranslation('admin');
  const sessions = useSessionsQuery();
  const endAll = useEndAllSessionsMutation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const f = useFormat();
  return (
    <>
      <PageHeader title={t('sessions.title')}>
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setConfirming(true)}>
          {t('sessions.endAll')}
        </button>
      </PageHeader>
      <p className="text-body-secondary small">{t('sessions.intro')}</p>
      {sessions.isPending ? <Loading /> : null}
      <ErrorAlert error={sessions.error} />
      {sessions.data ? (
        <AdminTable
          head={
            <>
              <th scope="col">{t('sessions.col.device')}</th>
              <th scope="col">{t('sessions.col.ip')}</th>
              <th scope="col">{t('sessions.col.started')}</th>
              <th scope="col">{t('sessions.col.lastSeen')}</th>
            </>
          }
        >
          {sessions.data.map((s) => (
            <tr key={s.id}>
              <td className="small" title={s.user_agent}>
                {deviceOf(s.user_agent) || '—'} {s.current ? <span className="badge text-bg-success ms-1">{t('sessions.current')}</span> : null}
              </td>
              <td className="small font-monospace">{s.ip}</td>
              <td className="small text-nowrap">{f.dateTime(s.created_at)}</td>
              <td className="small text-nowrap">{f.dateTime(s.last_seen_at)}</td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
      {confirming ? (
        <ReasonDialog
          title={t('sessions.endAllTitle')}
          confirm={t('sessions.endAll')}
          danger
          withReason={false}
          pending={endAll.isPending}
          error={endAll.error}
          onClose={() => setConfirming(false)}
          onConfirm={() => endAll.mutate(undefined, { onSuccess: () => void navigate(adminPaths.login, { replace: true }) })}
        >
          <p className="small">{t('sessions.endAllExplain')}</p>
        </ReasonDialog>
      ) : null}
    </>
  );
}
