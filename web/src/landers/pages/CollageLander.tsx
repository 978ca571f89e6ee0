import { useTranslation } from 'react-i18next';
import { useAfterFirstPaint } from '../../lib/afterPaint';
import { Face } from '../Face';
import { CtaButton, LanderSignup } from '../LanderSignup';
import { MembersOr } from '../Members';
import { useLander } from '../useLander';

// The mosaic's big tiles (landers.css: collage-tile-0, -2 and -4): its largest photos,
// asked for first; the server preloads the same members' photos (landerapp.go).
const bigTiles = new Set([0, 2, 4]);

/** CollageLander: a mosaic of faces behind the promise. */
export function CollageLander() {
  const { t } = useTranslation('landers');
  const l = useLander(t('collage.title'));
  // Twenty tiles, the members repeated where there are fewer: a full mosaic. A phone's
  // mosaic shows about ten: the others come in the task after the first frame.
  const all = useAfterFirstPaint();
  const tiles = l.members.length ? Array.from({ length: all ? 20 : 12 }, (_, i) => l.members[i % l.members.length]!) : [];
  return (
    <>
      <section className="collage-hero">
        <MembersOr pending={l.isPending} members={l.members} skeleton="collage-grid">
          <div className="collage-grid" data-testid="lander-photos" aria-hidden="true">
            {tiles.map((m, i) => (
              <div key={`${m.id}-${i}`} className={`collage-tile collage-tile-${i % 7}`}>
                <Face member={m} eager={bigTiles.has(i)} />
              </div>
            ))}
          </div>
        </MembersOr>
        <div className="collage-overlay">
          <div className="collage-card text-center">
            <p className="lander-kicker">{l.title}</p>
            <h1 className="display-6 fw-bold">{l.members.length > 0 ? t('collage.heading', { n: l.members.length }) : t('collage.title')}</h1>
            <p className="lead">{t('collage.lead', { siteName: l.siteName })}</p>
            <CtaButton>{t('collage.cta')}</CtaButton>
          </div>
        </div>
      </section>
      <section className="container py-5">
        <div className="row g-4 text-center">
          {(['free', 'real', 'safe'] as const).map((k) => (
            <div key={k} className="col-md-4">
              <h2 className="h5 fw-bold">{t(`collage.${k}Title`)}</h2>
              <p className="text-body-secondary mb-0">{t(`collage.${k}Text`)}</p>
            </div>
          ))}
        </div>
      </section>
      <LanderSignup title={t('collage.signupTitle')} />
    </>
  );
}
