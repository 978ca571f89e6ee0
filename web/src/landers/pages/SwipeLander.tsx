import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Face } from '../Face';
import { CtaButton, LanderSignup } from '../LanderSignup';
import { MembersOr, Online } from '../Members';
import { useLander } from '../useLander';

/** SwipeLander: a deck of real members to swipe before signing up. */
export function SwipeLander() {
  const { t } = useTranslation('landers');
  const l = useLander(t('swipe.title'));
  const [index, setIndex] = useState(0);
  const [liked, setLiked] = useState<string[]>([]);
  const [dx, setDx] = useState(0);
  const start = useRef<number | null>(null);
  const current = l.members[index];
  const next = l.members[index + 1];
  const done = !current || liked.length >= 3;

  const decide = (like: boolean) => {
    if (!current) return;
    if (like) setLiked((names) => [...names, current.name]);
    setIndex((i) => i + 1);
    setDx(0);
  };
  const down = (e: PointerEvent) => {
    start.current = e.clientX;
    (e.target as Element).setPointerCapture?.(e.pointerId);
  };
  const move = (e: PointerEvent) => start.current !== null && setDx(e.clientX - start.current);
  const up = () => {
    start.current = null;
    if (Math.abs(dx) > 90) decide(dx > 0);
    else setDx(0);
  };

  return (
    <>
      <section className="lander-hero lander-hero-swipe text-center">
        <div className="container">
          <p className="lander-kicker">{l.title}</p>
          <h1 className="display-6 fw-bold">{t('swipe.heading')}</h1>
          <p className="lead mb-0">{t('swipe.lead')}</p>
        </div>
      </section>
      <section className="container pb-4">
        <MembersOr pending={l.isPending} members={l.members} skeleton="swipe-deck swipe-skeleton mx-auto">
          <div className="swipe-deck mx-auto" data-testid="lander-photos">
            {next && !done && (
              <div className="swipe-card swipe-card-next" aria-hidden="true">
                <Face member={next} />
              </div>
            )}
            {done ? (
              <div className="swipe-card swipe-done text-center p-4">
                <div className="swipe-done-faces mb-3">
                  {l.members.slice(0, 3).map((m) => <Face key={m.id} member={m} sizes="4.5rem" />)}
                </div>
                <h2 className="h4 fw-bold">{liked.length > 0 ? t('swipe.likedTitle', { names: liked.join(', ') }) : t('swipe.doneTitle')}</h2>
                <p className="text-body-secondary">{t('swipe.doneText')}</p>
                <CtaButton>{t('swipe.cta')}</CtaButton>
              </div>
            ) : (
              <div
                className="swipe-card"
                style={{ transform: `translateX(${dx}px) rotate(${dx / 18}deg)` }}
                onPointerDown={down}
                onPointerMove={move}
                onPointerUp={up}
                onPointerCancel={up}
              >
                <Face member={current} eager />
                {dx > 30 && <span className="swipe-stamp swipe-stamp-like">{t('swipe.like')}</span>}
                {dx < -30 && <span className="swipe-stamp swipe-stamp-nope">{t('swipe.pass')}</span>}
                <div className="swipe-caption">
                  <div className="h4 fw-bold mb-0">
                    {current.name}, {current.age} <Online member={current} />
                  </div>
                  <div>{current.city}</div>
                </div>
              </div>
            )}
          </div>
          {!done && (
            <div className="d-flex justify-content-center gap-4 mt-3">
              <button type="button" className="swipe-btn swipe-btn-pass" onClick={() => decide(false)} aria-label={t('swipe.pass')}>
                <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" /></svg>
              </button>
              <button type="button" className="swipe-btn swipe-btn-like" onClick={() => decide(true)} aria-label={t('swipe.like')}>
                <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 20s-7-4.4-7-9.6C5 7.8 6.9 6 9.2 6c1.3 0 2.3.7 2.8 1.6.5-.9 1.5-1.6 2.8-1.6C17.1 6 19 7.8 19 10.4 19 15.6 12 20 12 20z" /></svg>
              </button>
            </div>
          )}
          {!done && <p className="text-center small text-body-secondary mt-2 mb-0">{t('swipe.hint', { left: 3 - liked.length })}</p>}
        </MembersOr>
      </section>
      <LanderSignup title={t('swipe.signupTitle')} />
    </>
  );
}
