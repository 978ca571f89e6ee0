import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import type { MemberSummary } from '../../api/members';
import type { SwipeAction, SwipeState } from '../../api/swipe';
import { ApiErrorAlert } from '../../components/ApiErrorAlert';
import { PageSpinner } from '../../components/PageSpinner';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useSettings, useUser } from '../../queries/siteState';
import { useSwipeDeckQuery, useSwipeMutation, useUndoPassMutation } from '../../queries/swipe';
import { useUserQuery } from '../../queries/user';
import { MatchScreen, type MatchPartner } from '../../components/MatchScreen';
import { SwipeCard, SwipeCardUnder } from './components/SwipeCard';
import { flyOutMs } from './swipeMotion';
import { dealOrder, lastPassAfter } from './undoPass';
import { SwipeSettingsPanel } from './components/SwipeSettingsPanel';
import { useSwipeSettings } from './swipeSettings';
import { formatCountdown, useSecondsUntil } from '../../lib/countdown';
import './swipe.css';

/** SwipeGamePage is the swipe game (/swipe-game): one member at a time, like or pass. */
export function SwipeGamePage() {
  const { t } = useTranslation('swipe');
  useDocumentTitle(t('title'));
  const user = useUserQuery();
  return (
    <section className="container py-4 swipe-game">
      <h1 className="h3 fw-bold text-center mb-1">{t('title')}</h1>
      <p className="text-body-secondary text-center mb-4">{t('intro')}</p>
      {user.data ? <SwipeGameWithSettings /> : user.data === null ? <LoginInvite /> : user.isError ? <ApiErrorAlert error={user.error} /> : <PageSpinner />}
    </section>
  );
}

/** swipeDeckSize is how many cards the server sends at most (amora.SwipeDeckSize). */
const swipeDeckSize = 10;

/** SwipeGameWithSettings is the game under its settings; changing them deals a new deck. */
function SwipeGameWithSettings() {
  const settings = useSettings();
  const [prefs, setPrefs] = useSwipeSettings(settings);
  return (
    <>
      {settings.fictional_filter && <SwipeSettingsPanel value={prefs} onChange={setPrefs} />}
      <SwipeGame key={String(prefs.hideFictional)} hideFictional={prefs.hideFictional} />
    </>
  );
}

/** reducedMotion tells whether the member asked for less motion: swiped cards then go at once. */
function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

function SwipeGame({ hideFictional }: { hideFictional: boolean }) {
  const { t } = useTranslation('swipe');
  const navigate = useNavigate();
  const deck = useSwipeDeckQuery(hideFictional);
  const mutation = useSwipeMutation();
  const undo = useUndoPassMutation();
  const [gone, setGone] = useState<number[]>([]);
  const [back, setBack] = useState<MemberSummary[]>([]);
  const [lastPass, setLastPass] = useState<MemberSummary | null>(null);
  const [leaving, setLeaving] = useState<{ id: number; action: SwipeAction } | null>(null);
  const [state, setState] = useState<SwipeState | null>(null);
  const [match, setMatch] = useState<MatchPartner | null>(null);
  const current = state ?? deck.data ?? null;
  const cards = dealOrder(back, deck.data?.cards ?? [], gone);
  const top = cards[0];
  const { refetch, isFetching } = deck;
  const flying = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(flying.current ?? undefined), []);

  // The server leaves out whom the member has swiped; fetch more as the deck runs low,
  // as long as the last deck was full (a shorter one means there are no more today).
  useEffect(() => {
    if (deck.data && cards.length < 3 && deck.data.cards.length >= swipeDeckSize && !isFetching) void refetch();
  }, [cards.length, deck.data, isFetching, refetch]);

  // The photo after the next is loaded already, so that it is there when its turn comes.
  const third = cards[2]?.main_image?.card;
  useEffect(() => {
    if (third) new Image().src = third;
  }, [third]);

  const swipe = useCallback(
    (member: MemberSummary, action: SwipeAction) => {
      setLeaving(null);
      setGone((g) => [...g, member.id]);
      setBack((b) => b.filter((m) => m.id !== member.id));
      setMatch(null);
      setLastPass(lastPassAfter(member, action));
      mutation.mutate(
        { id: member.id, action },
        {
          onSuccess: (res) => {
            setState(res);
            if (res.mutual) setMatch({ id: member.id, name: member.name, photo: member.main_image?.card ?? null });
          },
          onError: (err) => {
            setLastPass(null);
            if (err instanceof ApiError && err.key === 'swipeLimit' && current) {
              setGone((g) => g.filter((id) => id !== member.id));
              const resets = typeof err.params?.resets_at === 'string' ? err.params.resets_at : current.resets_at;
              setState({ likes_left: 0, likes_per_day: current.likes_per_day, resets_at: resets });
            }
          },
        },
      );
    },
    [current, mutation],
  );

  // fling sends the top card off in the direction of the swipe, then records it.
  const fling = useCallback(
    (member: MemberSummary, action: SwipeAction) => {
      if (leaving) return;
      if (action === 'like' && current?.likes_left === 0) return;
      if (reducedMotion()) {
        swipe(member, action);
        return;
      }
      setLeaving({ id: member.id, action });
      flying.current = setTimeout(() => swipe(member, action), flyOutMs);
    },
    [current, leaving, swipe],
  );

  const undoLast = () => {
    const member = lastPass;
    if (!member || undo.isPending) return;
    undo.mutate(member.id, {
      onSuccess: () => {
        setLastPass(null);
        setGone((g) => g.filter((id) => id !== member.id));
        setBack((b) => [member, ...b.filter((m) => m.id !== member.id)]);
      },
      onError: () => setLastPass(null),
    });
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!top || match || e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement || e.target instanceof HTMLSelectElement) return;
      if (e.key === 'ArrowRight') fling(top, 'like');
      else if (e.key === 'ArrowLeft') fling(top, 'pass');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [top, fling, match]);

  const nextDay = useCallback(() => {
    setState(null);
    setGone([]);
    setBack([]);
    setLastPass(null);
    void refetch();
  }, [refetch]);

  const matchScreen = match && (
    <MatchScreen
      partner={match}
      onClose={() => setMatch(null)}
      onMessage={(id) => {
        setMatch(null);
        void navigate(`/members/${id}/chat`);
      }}
    />
  );

  if (deck.isError && !deck.data) return <ApiErrorAlert error={deck.error} />;
  if (!current) return <PageSpinner />;
  if (current.likes_left === 0)
    return (
      <>
        <LimitReached resetsAt={current.resets_at} perDay={current.likes_per_day} onReset={nextDay} />
        {matchScreen}
      </>
    );
  const leavingTop = leaving && top && leaving.id === top.id ? leaving.action : null;
  return (
    <div className="swipe-board mx-auto">
      <p className="swipe-left text-center small fw-semibold mb-2" aria-live="polite">
        {t('likesLeft', { count: current.likes_left, perDay: current.likes_per_day })}
      </p>
      {matchScreen}
      {mutation.isError && !(mutation.error instanceof ApiError && mutation.error.key === 'swipeLimit') && <ApiErrorAlert error={mutation.error} />}
      {undo.isError && <ApiErrorAlert error={undo.error} />}
      {top ? (
        <>
          <div className="swipe-stack">
            {cards[1] && <SwipeCardUnder key={`under-${cards[1].id}`} member={cards[1]} />}
            <SwipeCard key={top.id} member={top} leaving={leavingTop} onSwipe={(action) => fling(top, action)} />
          </div>
          <div className="d-flex justify-content-center align-items-center gap-3 mt-3">
            <button type="button" className="btn swipe-btn swipe-btn-pass" onClick={() => fling(top, 'pass')} aria-label={t('pass', { name: top.name })}>
              <span aria-hidden="true">✕</span>
            </button>
            <button
              type="button"
              className="btn swipe-btn swipe-btn-undo"
              onClick={undoLast}
              disabled={!lastPass || undo.isPending || !!leaving}
              aria-label={lastPass ? t('undoLabel', { name: lastPass.name }) : t('undo')}
              title={t('undo')}
            >
              <span aria-hidden="true">↺</span>
            </button>
            <Link to={`/members/${top.id}`} className="btn btn-link align-self-center">{t('profile')}</Link>
            <button type="button" className="btn swipe-btn swipe-btn-like" onClick={() => fling(top, 'like')} aria-label={t('like', { name: top.name })}>
              <span aria-hidden="true">♥</span>
            </button>
          </div>
          <p className="text-center text-body-secondary small mt-3 d-none d-md-block">{t('keys')}</p>
        </>
      ) : isFetching ? (
        <PageSpinner />
      ) : (
        <div className="card border-0 shadow-sm text-center p-4" role="status">
          <h2 className="h5 fw-bold">{t('empty')}</h2>
          <p className="text-body-secondary">{t('emptyHint')}</p>
          <Link to="/members" className="btn btn-primary fw-semibold align-self-center">{t('search')}</Link>
          {lastPass && (
            <button type="button" className="btn btn-link mt-2" onClick={undoLast} disabled={undo.isPending}>
              {t('undoLabel', { name: lastPass.name })}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/** LimitReached counts down to the next likes and offers what the member can still do meanwhile. */
function LimitReached({ resetsAt, perDay, onReset }: { resetsAt: string; perDay: number; onReset: () => void }) {
  const { t } = useTranslation('swipe');
  const user = useUser();
  const seconds = useSecondsUntil(resetsAt, onReset);
  return (
    <div className="swipe-board mx-auto">
      <div className="swipe-limit card border-0 shadow-sm text-center p-4" role="status">
        <h2 className="h5 fw-bold">{t('limitTitle', { count: perDay })}</h2>
        <p className="text-body-secondary mb-2">{t('limitText')}</p>
        <div className="swipe-countdown" role="timer" aria-label={t('countdownLabel')}>{formatCountdown(seconds)}</div>
        <p className="fw-semibold mt-3 mb-2">{t('limitOffer')}</p>
        <div className="d-flex flex-column gap-2 justify-content-center">
          <Link to="/members" className="btn btn-primary fw-semibold">{t('search')}</Link>
          <Link to="/likes" className="btn btn-outline-primary fw-semibold">{t('likes')}</Link>
          {!user?.paid_user && <Link to="/premium" className="btn btn-outline-primary fw-semibold">{t('premium')}</Link>}
        </div>
      </div>
    </div>
  );
}

function LoginInvite() {
  const { t } = useTranslation('swipe');
  return (
    <div className="card border-0 shadow-sm text-center p-4 p-md-5 mx-auto swipe-board">
      <h2 className="h4 fw-bold">{t('login.title')}</h2>
      <p className="text-body-secondary">{t('login.text')}</p>
      <div className="d-flex flex-column flex-sm-row gap-2 justify-content-center">
        <Link to="/signup" className="btn btn-primary fw-semibold px-4">{t('login.signup')}</Link>
        <Link to="/login" className="btn btn-outline-primary fw-semibold px-4">{t('login.login')}</Link>
      </div>
    </div>
  );
}
