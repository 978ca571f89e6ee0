import { useTranslation } from 'react-i18next';
import { useAfterFirstPaint } from '../../lib/afterPaint';
import { Face } from '../Face';
import { goToSignup } from '../goToSignup';
import { CtaButton, LanderSignup } from '../LanderSignup';
import { MembersOr } from '../Members';
import { useLander } from '../useLander';

/** AloneTonightLander: who is alone tonight, online members first, under a night sky. */
export function AloneTonightLander() {
  const { t } = useTranslation('landers');
  const l = useLander(t('alone.title'));
  const members = [...l.members].sort((a, b) => Number(b.online) - Number(a.online));
  const online = members.filter((m) => m.online).length;
  // The first six rows fill a phone's first screen (two rows of three on a laptop's); the rest come in the task after its frame.
  const all = useAfterFirstPaint();
  return (
    <>
      <section className="lander-hero lander-night text-white">
        <div className="lander-stars" aria-hidden="true" />
        <svg className="lander-moon" viewBox="0 0 100 100" aria-hidden="true"><path d="M62 8a42 42 0 1 0 30 62A36 36 0 0 1 62 8z" /></svg>
        <div className="container position-relative">
          <p className="lander-kicker text-white-50">{l.title}</p>
          <h1 className="display-5 fw-bold">{t('alone.heading')}</h1>
          <p className="lead mb-4">{online > 0 ? t('alone.onlineNow', { n: online }) : t('alone.lead')}</p>
          <CtaButton className="btn-light text-primary">{t('alone.cta')}</CtaButton>
        </div>
      </section>
      <section className="container py-4">
        <MembersOr pending={l.isPending} members={members} skeleton="lander-skeleton-fill">
          <ul className="alone-list list-unstyled row g-3 mb-0" data-testid="lander-photos">
            {members.slice(0, all ? 12 : 6).map((m, i) => (
              <li key={m.id} className="col-md-6 col-lg-4">
                <div className="alone-row card border-0 shadow-sm h-100">
                  <div className="card-body d-flex align-items-center gap-3">
                    <div className="alone-photo">
                      <Face member={m} eager={i < 4} sizes="4rem" />
                      {m.online && <span className="alone-dot" />}
                    </div>
                    <div className="flex-grow-1 min-w-0">
                      <div className="fw-bold text-truncate">{m.name}, {m.age}</div>
                      <div className="small text-body-secondary text-truncate">{m.city}</div>
                      <div className={`small fw-semibold ${m.online ? 'text-success' : 'text-primary'}`}>{m.online ? t('online') : t('alone.tonight')}</div>
                    </div>
                    <button type="button" className="btn btn-outline-primary rounded-pill btn-sm text-nowrap" onClick={goToSignup}>
                      {t('alone.sayHi')}
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </MembersOr>
      </section>
      <LanderSignup title={t('alone.signupTitle')} />
    </>
  );
}
