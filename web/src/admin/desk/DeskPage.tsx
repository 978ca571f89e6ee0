import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AdminTable } from '../components/AdminTable';
import { ErrorAlert } from '../components/ErrorAlert';
import { Loading } from '../components/Loading';
import { PageHeader } from '../components/PageHeader';
import { adminPaths } from '../paths';
import { deskRefreshMs, useClaimMutation, useDeskQueueQuery } from '../queries/desk';
import { Avatar } from './Avatar';
import type { DeskFlash } from './DeskAnswerPage';
import { clock, useNow, waitTone } from './time';
import './desk.css';

/**
 * DeskPage is the operator's queue: the conversations waiting for an answer in the
 * operator's languages, oldest first, with the waiting time ticking; it is read again
 * every few seconds. Claiming one opens its answer screen.
 */
export function DeskPage() {
  const { t } = useTranslation('admin');
  const queue = useDeskQueueQuery();
  const claim = useClaimMutation();
  const navigate = useNavigate();
  const now = useNow();
  const [claiming, setClaiming] = useState(0);
  const flash = useLocation().state as DeskFlash | null;
  const languageName = (l: string) => t(`fictional.languages.${l}`, { defaultValue: l });

  const open = (id: number) => {
    setClaiming(id);
    claim.mutate(id, {
      onSuccess: () => void navigate(adminPaths.deskConversation(id)),
      onError: () => void queue.refetch(),
      onSettled: () => setClaiming(0),
    });
  };

  let body;
  if (queue.isPending) body = <Loading />;
  else if (queue.isError) body = <ErrorAlert error={queue.error} />;
  else {
    const { conversations, languages, all_languages } = queue.data;
    // The server's waiting_seconds were right when the queue was read; the clock goes on from there.
    const since = Math.max(0, (now - queue.dataUpdatedAt) / 1000);
    body = (
      <>
        <div className="desk-toolbar">
          <span className="text-body-secondary small">{t('desk.queue.languages')}</span>
          {all_languages ? (
            <span className="badge text-bg-light border">{t('desk.queue.allLanguages')}</span>
          ) : (
            languages.map((l) => (
              <span key={l} className="badge text-bg-light border">
                {languageName(l)}
              </span>
            ))
          )}
          <span className="ms-auto small text-body-secondary d-flex align-items-center gap-2">
            <span className={`desk-live-dot${queue.isFetching ? ' is-fetching' : ''}`} aria-hidden="true" />
            {t('desk.queue.refresh', { seconds: deskRefreshMs / 1000 })}
          </span>
        </div>
        {!all_languages && languages.length === 0 ? (
          <div className="alert alert-warning small" role="alert">
            {t('desk.queue.noLanguages')}
          </div>
        ) : null}
        <ErrorAlert error={claim.error} />
        {conversations.length === 0 ? (
          <div className="card admin-card">
            <div className="card-body text-center text-body-secondary py-5">{t('desk.queue.empty')}</div>
          </div>
        ) : (
          <AdminTable
            head={
              <>
                <th scope="col">{t('desk.queue.waiting')}</th>
                <th scope="col">{t('desk.queue.member')}</th>
                <th scope="col">{t('desk.queue.fictional')}</th>
                <th scope="col">{t('desk.queue.language')}</th>
                <th scope="col" className="text-end">
                  {t('desk.queue.messages')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('desk.queue.action')}</span>
                </th>
              </>
            }
          >
            {conversations.map((c) => {
              const waited = c.waiting_seconds + since;
              return (
                <tr key={c.conversation_id} data-testid="desk-row">
                  <td>
                    <span className={`desk-wait desk-wait-${waitTone(waited)}`} title={new Date(c.waiting_since).toLocaleString()}>
                      {clock(waited)}
                    </span>
                  </td>
                  <td>
                    <div className="desk-person">
                      <Avatar url={c.member.photo_url} name={c.member.name} />
                      <div>
                        <div className="fw-semibold">{c.member.name}</div>
                        <div className="small text-body-secondary">
                          {c.member.age} · {c.member.country}
                        </div>
                      </div>
                    </div>
                  </td>
                  <td>
                    <div className="desk-person">
                      <Avatar url={c.fictional.photo_url} name={c.fictional.name} />
                      <div>
                        <div className="fw-semibold">{c.fictional.name}</div>
                        <div className="small text-body-secondary">
                          {c.fictional.age} · {c.fictional.country}
                        </div>
                      </div>
                    </div>
                  </td>
                  <td>{languageName(c.language)}</td>
                  <td className="text-end">{c.waiting_messages}</td>
                  <td className="text-end">
                    <button
                      type="button"
                      className={`btn btn-sm ${c.claimed_by_me ? 'btn-outline-primary' : 'btn-primary'}`}
                      disabled={claim.isPending}
                      aria-label={t(c.claimed_by_me ? 'desk.queue.continueFor' : 'desk.queue.claimFor', { member: c.member.name, fictional: c.fictional.name })}
                      onClick={() => open(c.conversation_id)}
                    >
                      {claiming === c.conversation_id ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : null}
                      {t(c.claimed_by_me ? 'desk.queue.continue' : 'desk.queue.claim')}
                    </button>
                  </td>
                </tr>
              );
            })}
          </AdminTable>
        )}
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('desk.title')}>
        {queue.data ? <span className="badge rounded-pill text-bg-dark align-self-center">{t('desk.queue.count', { count: queue.data.conversations.length })}</span> : null}
      </PageHeader>
      {flash?.flash ? (
        <div className="alert alert-success py-2 small" role="status">
          {t(`desk.flash.${flash.flash}`, { member: flash.member })}
        </div>
      ) : null}
      {body}
    </>
  );
}
