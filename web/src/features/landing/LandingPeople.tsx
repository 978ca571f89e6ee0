import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDeferredValue, useEffect, useState } from 'react';
import type { MemberCardView as CardView } from '../../components/MemberCard';
import { firstPhotoCards } from '../../components/FirstPhoto';
import { MemberCardSkeleton } from '../../components/MemberCardSkeleton';
import { SkeletonUntil } from '../../components/SkeletonUntil';
import { useSignupEntry } from '../../components/signupEntry';
import { useLandingQuery } from '../../queries/landing';

// The cards' code loads beside their data (the landing route's budget); skeletons of
// the same size hold the place until both are there. It is asked for as soon as the
// landing's code runs, before hydration: the data may be in the page already (api/firstScreen.ts).
// The cards wait for it as a whole. A lazy component per card suspended the first cards
// rendered (React asks a lazy component's code only as it renders the first): their
// skeletons were drawn, then swapped for the cards in a second commit, 300 ms later
// (React's pace for revealing suspended content), a 50-100 ms task of its own on a phone
// (issue 22).
let loadedView: typeof CardView | undefined;
const cardView = import('../../components/MemberCard').then((m) => (loadedView = m.MemberCardView));
cardView.catch(() => undefined); // useCardView reports a failure

/** useCardView is the cards' component once its code is there; a failed load goes to the error boundary. */
function useCardView(): typeof CardView | undefined {
  const [view, setView] = useState<{ c?: typeof CardView; err?: unknown }>(() => ({ c: loadedView }));
  useEffect(() => {
    if (view.c) return;
    let live = true;
    cardView.then(
      (c) => live && setView({ c }),
      (err: unknown) => live && setView({ err }),
    );
    return () => {
      live = false;
    };
  }, [view.c]);
  if (view.err) throw view.err;
  return view.c;
}

/** cards is how many the server answers at most (amora.LandingCards): the skeleton keeps their place. */
const cards = 12;
/** eagerCards load at once: the first row at every width. */
const eagerCards = 6;
const grid = 'landing-people-grid row row-cols-2 row-cols-sm-3 row-cols-md-4 row-cols-lg-6 g-2 g-md-3 list-unstyled';

/**
 * OnlineNow is the live count of members online in the visitor's country. Its line
 * keeps its height while the count loads or when nobody is online, so nothing moves.
 */
export function OnlineNow() {
  const { t } = useTranslation();
  const { data } = useLandingQuery();
  const online = data?.online ?? 0;
  return (
    <p className="hero-online mb-0" aria-live="polite" style={{ visibility: online > 0 ? 'visible' : 'hidden' }}>
      <span className="online-dot me-2" aria-hidden="true" />
      {t('landing.online', { count: online })}
    </p>
  );
}

/**
 * LandingPeople shows the newest members of the visitor's country as cards that open
 * their profiles. While they load, skeletons of the same size hold the grid's place.
 */
export function LandingPeople() {
  const { t } = useTranslation();
  const people = useLandingQuery();
  // The cards render at a transition's priority, leaving the browser free to answer
  // (issue 22: drawn at once as the answer came in, they were a long task on a phone).
  const data = useDeferredValue(people.data);
  const MemberCardView = useCardView();
  const openSignup = useSignupEntry();
  const country = data?.country;
  const labels = { online: t('landing.cardOnline'), premium: t('landing.cardPremium'), noPhoto: '' };
  return (
    <section className="landing-people container pt-3 pb-4" aria-labelledby="landing-people-title">
      <h2 id="landing-people-title" className="section-title mb-3">
        {t('landing.peopleTitle')}
        {country && <span className="landing-people-country ms-2">{t(`countries.${country}`, country)}</span>}
      </h2>
      {people.isError ? (
        <div className="landing-people-note text-center p-4">
          <p className="mb-3">{t('landing.peopleError')}</p>
          <button type="button" className="btn btn-outline-primary" onClick={() => void people.refetch()}>
            {t('landing.peopleRetry')}
          </button>
        </div>
      ) : data?.members.length === 0 ? (
        <div className="landing-people-note text-center p-4">
          <p className="mb-3">{t('landing.peopleEmpty')}</p>
          <Link to="/signup" className="btn btn-primary" onClick={openSignup}>
            {t('landing.cta')}
          </Link>
        </div>
      ) : (
        <SkeletonUntil
          ready={!!data && !!MemberCardView}
          skeleton={
            <ul className={`${grid} mb-0`} aria-busy="true">
              {Array.from({ length: cards }, (_, i) => (
                <li className="col" key={i}>
                  <MemberCardSkeleton firstPhoto={i < firstPhotoCards ? i : undefined} />
                </li>
              ))}
            </ul>
          }
        >
          <ul className={`${grid} mb-0`}>
            {MemberCardView &&
              data?.members.map((m, i) => (
                <li className="col" key={m.id}>
                  <MemberCardView member={m} labels={labels} eager={i < eagerCards} />
                </li>
              ))}
          </ul>
        </SkeletonUntil>
      )}
    </section>
  );
}
