import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { ErrorAlert } from '../components/ErrorAlert';
import { Loading } from '../components/Loading';
import { ReasonDialog } from '../components/ReasonDialog';
import { adminPaths } from '../paths';
import { useDeskConversationQuery, useFlagMutation, useReleaseMutation, useReplyMutation } from '../queries/desk';
import { Composer } from './Composer';
import { Conversation } from './Conversation';
import { NotesCard } from './NotesCard';
import { ProfileCard } from './ProfileCard';
import { clock } from './time';
import { useClaimClock } from './useClaimClock';
import './desk.css';

/** The flash the queue shows after the answer screen closes. */
export type DeskFlash = { flash: 'sent' | 'skipped'; member: string };

/** lostKey names why the operator no longer holds the conversation, from the failure that said so. */
function lostKey(err: unknown, expired: boolean): string | null {
  if (err instanceof ApiError) {
    if (err.key === 'deskClaimed') return 'desk.lost.taken';
    if (err.key === 'deskNotWaiting') return 'desk.lost.answered';
    if (err.key === 'deskNotClaimed') return 'desk.lost.expired';
  }
  return expired ? 'desk.lost.expired' : null;
}

/**
 * DeskAnswerPage is the answer screen of a claimed conversation: the member's profile
 * and photos, the whole conversation, the fictional profile's facts, the pair's notes
 * and the reply, with the claim's time ticking (typing extends it), Skip and Flag.
 */
export function DeskAnswerPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const conv = useDeskConversationQuery(id);
  const claim = useClaimClock(id, conv.data?.claim_expires);
  const reply = useReplyMutation(id);
  const release = useReleaseMutation();
  const flag = useFlagMutation(id);
  const [flagging, setFlagging] = useState(false);
  const [flagged, setFlagged] = useState(false);

  const failure = claim.failure ?? (conv.isError ? conv.error : null) ?? (reply.error instanceof ApiError && reply.error.status === 409 ? reply.error : null);
  const lost = lostKey(failure, claim.expired);

  if (!(id > 0)) return <ErrorAlert error={new ApiError(404, 'not_found', 'deskNotWaiting', { key: 'deskNotWaiting' })} />;
  if (conv.isPending) return <Loading />;

  const lostAlert = lost ? (
    <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2" role="alert" data-testid="desk-lost">
      <span className="me-auto">
        <strong>{t('desk.lost.title')}</strong> {t(lost)}
      </span>
      <button
        type="button"
        className="btn btn-sm btn-outline-dark"
        disabled={claim.extending}
        onClick={() => {
          reply.reset();
          claim.beat(true, () => void conv.refetch());
        }}
      >
        {t('desk.lost.claimAgain')}
      </button>
      <Link to={adminPaths.desk} className="btn btn-sm btn-dark">
        {t('desk.backToQueue')}
      </Link>
    </div>
  ) : null;

  if (!conv.data) {
    return (
      <>
        <h1 className="h4 mb-3">{t('desk.title')}</h1>
        {lostAlert ?? <ErrorAlert error={conv.error} />}
      </>
    );
  }
  const c = conv.data;
  const blocked = lost !== null;
  const remaining = claim.remaining ?? 0;
  const skip = () =>
    release.mutate(id, { onSettled: () => void navigate(adminPaths.desk, { state: { flash: 'skipped', member: c.member.name } satisfies DeskFlash }) });

  return (
    <>
      <div className="admin-page-header desk-answer-header">
        <div>
          <Link to={adminPaths.desk} className="small">
            ← {t('desk.backToQueue')}
          </Link>
          <h1 className="h4 mb-0">{t('desk.answer.title', { member: c.member.name, fictional: c.fictional.name })}</h1>
        </div>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <span className={`desk-claim ${remaining < 60 ? 'is-short' : ''}`} role="timer" aria-label={t('desk.claim.label')}>
            <span className="small text-uppercase">{t('desk.claim.left')}</span> <strong>{clock(remaining)}</strong>
          </span>
          <button type="button" className="btn btn-sm btn-outline-secondary" disabled={blocked || claim.extending} onClick={() => claim.beat(true)}>
            {t('desk.claim.extend')}
          </button>
          <button type="button" className="btn btn-sm btn-outline-secondary" disabled={release.isPending} onClick={skip}>
            {t('desk.actions.skip')}
          </button>
          <button type="button" className="btn btn-sm btn-outline-danger" disabled={blocked || flagged} onClick={() => setFlagging(true)}>
            {flagged ? t('desk.actions.flagged') : t('desk.actions.flag')}
          </button>
        </div>
      </div>
      {lostAlert}
      {flagged ? (
        <div className="alert alert-success py-2 small" role="status">
          {t('desk.actions.flagDone', { name: c.member.name })}
        </div>
      ) : null}
      <div className="row g-3">
        <div className="col-12 col-xl-6 order-xl-2">
          <section className="card admin-card desk-chat-card mb-3" aria-label={t('desk.chat.title')}>
            <div className="card-header d-flex justify-content-between">
              <span>{t('desk.chat.title')}</span>
              <span className="text-body-secondary text-lowercase fw-normal">{t('desk.chat.count', { count: c.messages.length })}</span>
            </div>
            <Conversation messages={c.messages} memberName={c.member.name} fictionalName={c.fictional.name} />
            <div className="card-body border-top">
              {reply.error && !(reply.error instanceof ApiError && reply.error.status === 409) ? <ErrorAlert error={reply.error} /> : null}
              <Composer
                name={c.fictional.name}
                disclosure={c.canned.fictional_disclosure}
                disabled={blocked}
                pending={reply.isPending}
                onTyping={() => claim.beat()}
                onSend={(text, done) =>
                  reply.mutate(text, {
                    onSuccess: () => {
                      done();
                      void navigate(adminPaths.desk, { state: { flash: 'sent', member: c.member.name } satisfies DeskFlash });
                    },
                  })
                }
              />
            </div>
          </section>
          <NotesCard
            conversationId={id}
            note={c.notes}
            pair={`${c.member.name} · ${c.fictional.name}`}
            disabled={blocked}
            onTyping={() => claim.beat()}
          />
        </div>
        <div className="col-12 col-md-6 col-xl-3 order-xl-1">
          <ProfileCard title={t('desk.profile.member')} profile={c.member} />
        </div>
        <div className="col-12 col-md-6 col-xl-3 order-xl-3">
          <ProfileCard title={t('desk.profile.fictional')} profile={c.fictional} fictional />
        </div>
      </div>
      {flagging ? (
        <ReasonDialog
          title={t('desk.actions.flagTitle', { name: c.member.name })}
          confirm={t('desk.actions.flagConfirm')}
          danger
          pending={flag.isPending}
          error={flag.error}
          onClose={() => setFlagging(false)}
          onConfirm={(reason) =>
            flag.mutate(reason, {
              onSuccess: () => {
                setFlagging(false);
                setFlagged(true);
              },
            })
          }
        >
          <p className="small text-body-secondary">{t('desk.actions.flagHelp')}</p>
        </ReasonDialog>
      ) : null}
    </>
  );
}
