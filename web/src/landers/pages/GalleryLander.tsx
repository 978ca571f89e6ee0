import { useTranslation } from 'react-i18next';
import { useAfterFirstPaint } from '../../lib/afterPaint';
import { Face } from '../Face';
import { goToSignup } from '../goToSignup';
import { LanderSignup } from '../LanderSignup';
import { MembersOr, Online } from '../Members';
import { useLander } from '../useLander';

/** GalleryLander: a gallery of faces, each a way in. */
export function GalleryLander() {
  const { t } = useTranslation('landers');
  const l = useLander(t('gallery.title'));
  // Eight cards (two rows at 1280 px, four on a phone) are the first screen; the rest follow
  // it, in a task of their own, below the fold.
  const all = useAfterFirstPaint();
  return (
    <>
      <section className="lander-hero lander-hero-soft">
        <div className="container">
          <p className="lander-kicker">{l.title}</p>
          <h1 className="display-6 fw-bold mb-2">{t('gallery.heading')}</h1>
          <p className="lead mb-0">{t('gallery.lead', { siteName: l.siteName })}</p>
        </div>
      </section>
      <section className="container pb-4">
        <MembersOr pending={l.isPending} members={l.members} skeleton="lander-skeleton-fill">
          <div className="row g-2 g-md-3" data-testid="lander-photos">
            {l.members.slice(0, all ? 16 : 8).map((m, i) => (
              <div key={m.id} className="col-6 col-md-4 col-lg-3">
                <button type="button" className="gallery-card" onClick={goToSignup} aria-label={t('gallery.meet', { name: m.name })}>
                  <Face member={m} eager={i < 2} />
                  <span className="gallery-caption">
                    <span className="fw-bold">{m.name}, {m.age} <Online member={m} /></span>
                    <span className="small">{m.city}</span>
                  </span>
                </button>
              </div>
            ))}
          </div>
        </MembersOr>
      </section>
      <LanderSignup title={t('gallery.signupTitle')} />
    </>
  );
}
