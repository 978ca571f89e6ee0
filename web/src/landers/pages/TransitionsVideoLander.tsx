import { useTranslation } from 'react-i18next';
import { Face } from '../Face';
import { CtaButton, LanderSignup } from '../LanderSignup';
import { MembersOr } from '../Members';
import { PlayButton } from '../PlayButton';
import { useLander } from '../useLander';
import { useReel } from '../useReel';

const frameMs = 3200;

/**
 * TransitionsVideoLander: a looping film made of members' own photos: each slowly zooms
 * and pans (Ken Burns) and dissolves into the next, with their name on it. CSS
 * animations; no outside footage.
 */
export function TransitionsVideoLander() {
  const { t } = useTranslation('landers');
  const l = useLander(t('transitions.title'));
  const reel = l.members.slice(0, 8);
  const { frame, playing, toggle, go } = useReel(reel.length, frameMs);
  const m = reel[frame];
  return (
    <>
      <section className="transitions-stage text-white">
        <MembersOr pending={l.isPending} members={l.members} skeleton="transitions-frames">
          <div className={`transitions-frames ${playing ? '' : 'paused'}`} data-testid="lander-photos">
            {reel.map((r, i) => (
              <div key={r.id} className={`transitions-frame transitions-move-${i % 4} ${i === frame ? 'active' : ''}`} style={{ animationDuration: `${frameMs + 900}ms` }}>
                <Face member={r} eager={i === 0} />
              </div>
            ))}
          </div>
          {m && (
            <div key={m.id} className="transitions-caption">
              <div className="h3 fw-bold mb-0">{m.name}, {m.age}</div>
              <div>{m.city}</div>
            </div>
          )}
          <div className="transitions-progress" aria-hidden="true">
            {reel.map((r, i) => (
              <button type="button" key={r.id} tabIndex={-1} className={i === frame ? 'active' : ''} onClick={() => go(i)} />
            ))}
          </div>
          <PlayButton playing={playing} toggle={toggle} />
        </MembersOr>
        <div className="transitions-copy container">
          <p className="lander-kicker text-white-50">{l.title}</p>
          <h1 className="display-6 fw-bold">{t('transitions.heading')}</h1>
          <p className="lead">{t('transitions.lead', { siteName: l.siteName })}</p>
          <CtaButton className="btn-light text-primary">{t('transitions.cta')}</CtaButton>
        </div>
      </section>
      <LanderSignup title={t('transitions.signupTitle')} />
    </>
  );
}
