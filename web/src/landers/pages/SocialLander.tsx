import { useTranslation } from 'react-i18next';
import { EnvelopeIcon } from '../../components/EnvelopeIcon';
import { HeartIcon } from '../../components/HeartIcon';
import { useAfterFirstPaint } from '../../lib/afterPaint';
import { Face } from '../Face';
import { goToSignup } from '../goToSignup';
import { CtaButton, LanderSignup } from '../LanderSignup';
import { MembersOr, Online } from '../Members';
import { useLander } from '../useLander';

/** SocialLander: members as a social network's feed; every like and reply leads to sign-up. */
export function SocialLander() {
  const { t } = useTranslation('landers');
  const l = useLander(t('social.title'));
  const online = l.members.filter((m) => m.online);
  // The feed's first two posts fill the first screen; the rest come in the task after its frame.
  const all = useAfterFirstPaint();
  return (
    <>
      <section className="container py-4">
        <div className="row g-4">
          <div className="col-lg-8">
            <p className="lander-kicker">{l.title}</p>
            <h1 className="h2 fw-bold mb-3">{t('social.heading', { siteName: l.siteName })}</h1>
            <MembersOr pending={l.isPending} members={l.members} skeleton="lander-skeleton-fill">
              <div className="social-stories mb-3" aria-hidden="true">
                {l.members.slice(0, 10).map((m, i) => (
                  <div key={m.id} className="social-story">
                    {/* A phone's screen holds the first four or five; the others are asked for after its frame. */}
                    <Face member={m} eager={i < 5} sizes="4rem" />
                    <span className="small text-truncate">{m.name}</span>
                  </div>
                ))}
              </div>
              <div className="vstack gap-3 social-feed mx-auto" data-testid="lander-photos">
                {l.members.slice(0, all ? 6 : 2).map((m, i) => (
                  <article key={m.id} className="card border-0 shadow-sm social-post">
                    <header className="d-flex align-items-center gap-2 p-3">
                      <Face member={m} className="social-avatar" eager={i === 0} sizes="2.75rem" />
                      <div className="min-w-0">
                        <div className="fw-bold">{m.name}, {m.age} <Online member={m} /></div>
                        <div className="small text-body-secondary">{m.city}</div>
                      </div>
                    </header>
                    <p className="px-3 mb-2">{m.about || t('social.joined', { name: m.name, city: m.city, siteName: l.siteName })}</p>
                    <div className="social-photo">
                      <Face member={m} eager={i === 0} />
                    </div>
                    {/* The app's own icons, not emoji: the same on every phone, and no font to look up
                        for them (an emoji's fallback font was 15 ms of the first layout, issue 24). */}
                    <footer className="d-flex gap-2 p-2">
                      <button type="button" className="btn btn-light flex-fill social-action" onClick={goToSignup}>
                        <HeartIcon filled={false} size={18} /> {t('social.like')}
                      </button>
                      <button type="button" className="btn btn-light flex-fill social-action" onClick={goToSignup}>
                        <EnvelopeIcon /> {t('social.message', { name: m.name })}
                      </button>
                    </footer>
                  </article>
                ))}
              </div>
            </MembersOr>
          </div>
          {/* Hidden on phones; on a laptop it comes beside the feed in the task after the first frame. */}
          {all && (
            <aside className="col-lg-4 d-none d-lg-block">
              <div className="card border-0 shadow-sm sticky-top social-aside">
                <div className="card-body">
                  <h2 className="h6 fw-bold">{online.length > 0 ? t('social.onlineTitle', { n: online.length }) : t('map.nearby')}</h2>
                  <ul className="list-unstyled mb-3">
                    {(online.length > 0 ? online : l.members).slice(0, 6).map((m) => (
                      <li key={m.id} className="d-flex align-items-center gap-2 py-1">
                        <Face member={m} className="social-avatar-sm" sizes="2.25rem" />
                        <span className="small fw-semibold">{m.name}, {m.age}</span>
                        <Online member={m} />
                      </li>
                    ))}
                  </ul>
                  <CtaButton className="btn-primary w-100">{t('social.cta')}</CtaButton>
                </div>
              </div>
            </aside>
          )}
        </div>
      </section>
      <LanderSignup title={t('social.signupTitle')} />
    </>
  );
}
