import { useTranslation } from 'react-i18next';
import { CtaButton, LanderSignup } from '../LanderSignup';
import { BigPhoto } from './BigPhoto';
import { MemberFacts } from './MemberFacts';
import { MemberState } from './MemberState';
import { useLandingMember } from './useLandingMember';

/** MemberLanding (/members/{id}/landing): the member's photo beside who they are, then sign-up to write to them. */
export function MemberLanding() {
  const { t } = useTranslation('landers');
  const { member, isPending } = useLandingMember();
  return (
    <MemberState pending={isPending} member={member}>
      {(m) => (
        <>
          <section className="container py-4 py-lg-5">
            <div className="row g-4 align-items-center">
              <div className="col-md-6 col-lg-5">
                <div className="landing-photo" data-testid="lander-photos">
                  <BigPhoto member={m} />
                  {m.online && <span className="landing-badge">{t('online')}</span>}
                  {m.photo_count > 1 && <span className="landing-count">{t('member.photos', { n: m.photo_count })}</span>}
                </div>
              </div>
              <div className="col-md-6 col-lg-7">
                <p className="lander-kicker">{t('member.kicker')}</p>
                <h1 className="display-5 fw-bold mb-1">{m.name}, {m.age}</h1>
                <p className="lead text-body-secondary">{m.city}</p>
                {m.about_me && <blockquote className="landing-about">{m.about_me}</blockquote>}
                <MemberFacts member={m} className="mb-4" />
                <CtaButton>{t('member.write', { name: m.name })}</CtaButton>
              </div>
            </div>
          </section>
          <LanderSignup title={t('member.signupTitle', { name: m.name })} intro={t('member.signupIntro', { name: m.name })}
            member={m} messageLabel={t('member.messageLabel', { name: m.name })} />
        </>
      )}
    </MemberState>
  );
}
