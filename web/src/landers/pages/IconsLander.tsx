import { useTranslation } from 'react-i18next';
import { Face } from '../Face';
import { CtaButton, LanderSignup } from '../LanderSignup';
import { MembersOr } from '../Members';
import { useLander } from '../useLander';

const icons = {
  heart: 'M12 20s-7-4.4-7-9.6C5 7.8 6.9 6 9.2 6c1.3 0 2.3.7 2.8 1.6.5-.9 1.5-1.6 2.8-1.6C17.1 6 19 7.8 19 10.4 19 15.6 12 20 12 20z',
  chat: 'M4 5h16v11H9l-5 4z',
  pin: 'M12 21s-6-5.4-6-10a6 6 0 0 1 12 0c0 4.6-6 10-6 10zm0-8a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  shield: 'M12 3l7 3v6c0 4.2-3 7.7-7 9-4-1.3-7-4.8-7-9V6z',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7z',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z',
} as const;
const features = ['heart', 'chat', 'pin', 'shield', 'bolt', 'star'] as const;

/** IconsLander: icon tiles of what the site does, woven with real members' faces. */
export function IconsLander() {
  const { t } = useTranslation('landers');
  const l = useLander(t('icons.title'));
  const faces = l.members.slice(0, 6);
  return (
    <>
      <section className="lander-hero lander-hero-soft text-center">
        <div className="container">
          <p className="lander-kicker">{l.title}</p>
          <h1 className="display-6 fw-bold">{t('icons.heading', { siteName: l.siteName })}</h1>
          <p className="lead mb-4">{t('icons.lead')}</p>
          <CtaButton>{t('icons.cta')}</CtaButton>
        </div>
      </section>
      <section className="container pb-5">
        <MembersOr pending={l.isPending} members={l.members} skeleton="lander-skeleton-fill">
          <div className="icon-tiles" data-testid="lander-photos">
            {features.map((f, i) => (
              <div key={f} className="contents">
                <div className={`icon-tile icon-tile-${f}`}>
                  <svg viewBox="0 0 24 24" aria-hidden="true"><path d={icons[f]} /></svg>
                  <h2 className="h6 fw-bold mb-1">{t(`icons.${f}Title`)}</h2>
                  <p className="small mb-0">{t(`icons.${f}Text`)}</p>
                </div>
                {faces[i] && (
                  <div className="icon-tile icon-tile-face">
                    <Face member={faces[i]} eager={i < 2} />
                    <span className="icon-face-name">{faces[i].name}, {faces[i].age}</span>
                  </div>
                )}
              </div>
            ))}
          </div>
        </MembersOr>
        <ol className="icon-steps list-unstyled row g-3 mt-4 mb-0">
          {[1, 2, 3].map((n) => (
            <li key={n} className="col-md-4">
              <span className="icon-step-n">{n}</span>
              <span className="fw-semibold">{t(`icons.step${n}`)}</span>
            </li>
          ))}
        </ol>
      </section>
      <LanderSignup title={t('icons.signupTitle')} />
    </>
  );
}
