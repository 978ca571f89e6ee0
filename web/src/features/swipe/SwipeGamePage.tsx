import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/client';
import type { MemberSummary } from '../../api/members';
import type { SwipeAction, SwipeState } from '../../api/swipe';
import { ApiErrorAlert } from '../../components/ApiErrorAlert';
import { PageSpinner } from '../../components/PageSpinner';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useSettings } from '../../queries/site';
import { useSwipeDeckQuery, useSwipeMutation } from '../../queries/swipe';
import { useUserQuery } from '../../queries/user';
import { SwipeCard } from './components/SwipeCard';
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

interface Match {
  id: number;
  name: string;
}

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

function SwipeGame({ hideFictional }: { hideFictional: boolean }) {
  const { t } = useTranslation('swipe');
  const deck = useSwipeDeckQuery(hideFictional);
  const mutation = useSwipeMutation();
  const [gone, setGone] = useState<number[]>([]);
  const [state, setState] = useState<SwipeState | null>(null);
  const [match, setMatch] = useState<Match | null>(null);
  const current = state ?? deck.data ?? null;
  const cards = (deck.data?.cards ?? []).filter((c) => !gone.includes(c.id));
  const top = cards[0];
  const { refetch, isFetching } = deck;

  // The server leaves out whom the member has swiped; fetch more as the deck runs low,
  // as long as the last deck was full (a shorter one means there are no more today).
  useEffect(() => {
    if (deck.data && cards.length < 3 && deck.data.cards.length >= swipeDeckSize && !isFetching) void refetch();
  }, [cards.length, deck.data, isFetching, refetch]);

  const swipe = useCallback(
    (member: MemberSummary, action: SwipeAction) => {
      if (action === 'like' && current?.likes_left === 0) return;
      setGone((g) => [...g, member.id]);
      setMatch(null);
      mutation.mutate(
        { id: member.id, action },
        {
          onSuccess: (res) => {
            setState(res);
            if (res.mutual) setMatch({ id: member.id, name: member.name });
          },
          onError: (err) => {
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

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!top || e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement || e.target instanceof HTMLSelectElement) return;
      if (e.key === 'ArrowRight') swipe(top, 'like');
      else if (e.key === 'ArrowLeft') swipe(top, 'pass');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [top, swipe]);

  const nextDay = useCallback(() => {
    setState(null);
    setGone([]);
    void refetch();
  }, [refetch]);

  if (deck.isError && !deck.data) return <ApiErrorAlert error={deck.error} />;
  if (!current) return <PageSpinner />;
  if (current.likes_left === 0) return <LimitReached resetsAt={current.resets_at} perDay={current.likes_per_day} onReset={nextDay} match={match} />;
  return (
    <div className="swipe-board mx-auto">
      <p className="swipe-left text-center small fw-semibold mb-2" aria-live="polite">
        {t('likesLeft', { count: current.likes_left, perDay: current.likes_per_day })}
      </p>
      {match && <MatchNote match={match} />}
      {mutation.isError && !(mutation.error instanceof ApiError && mutation.error.key === 'swipeLimit') && <ApiErrorAlert error={mutation.error} />}
      {top ? (
        <>
          <div className="swipe-stack">
            {cards[1] && <div className="swipe-card-behind card border-0 shadow-sm" aria-hidden="true" />}
            <SwipeCard key={top.id} member={top} onSwipe={(action) => swipe(top, action)} />
          </div>
          <div className="d-flex justify-content-center gap-4 mt-3">
            <button type="button" className="btn swipe-btn swipe-btn-pass" onClick={() => swipe(top, 'pass')} aria-label={t('pass', { name: top.name })}>
              <span aria-hidden="true">✕</span>
            </button>
            <Link to={`/members/${top.id}`} className="btn btn-link align-self-center">{t('profile')}</Link>
            <button type="button" className="btn swipe-btn swipe-btn-like" onClick={() => swipe(top, 'like')} aria-label={t('like', { name: top.name })}>
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
        </div>
      )}
    </div>
  );
}

function MatchNote({ match }: { match: Match }) {
  const { t } = useTranslation('swipe');
  return (
    <div className="alert alert-success py-2 text-center" role="status">
      {t('match', { name: match.name })} <Link to={`/members/${match.id}`} className="alert-link">{t('matchOpen')}</Link>
    </div>
  );
}

function LimitReached({ resetsAt, perDay, onReset, match }: { resetsAt: string; perDay: number; onReset: () => void; match: Match | null }) {
  const { t } = useTranslation('swipe');
  const seconds = useSecondsUntil(resetsAt, onReset);
  return (
    <div className="swipe-board mx-auto">
      {match && <MatchNote match={match} />}
      <div className="swipe-limit card border-0 shadow-sm text-center p-4" role="status">
        <h2 className="h5 fw-bold">{t('limitTitle', { count: perDay })}</h2>
        <p className="text-body-secondary mb-2">{t('limitText')}</p>
        <div className="swipe-countdown" role="timer" aria-label={t('countdownLabel')}>{formatCountdown(seconds)}</div>
        <div className="d-flex flex-column flex-sm-row gap-2 justify-content-center mt-3">
          <Link to="/members" className="btn btn-primary fw-semibold">{t('search')}</Link>
          <Link to="/likes" className="btn btn-outline-primary fw-semibold">{t('likes')}</Link>
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
