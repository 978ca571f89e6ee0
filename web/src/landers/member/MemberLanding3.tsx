import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Face } from '../Face';
import { LanderSignup } from '../LanderSignup';
import { parseSlug } from '../slug';
import { useAudienceTitle } from '../useLander';
import { bigPhotoURL } from './bigPhotoURL';
import { MemberFacts } from './MemberFacts';
import { MemberState } from './MemberState';
import { useLandingMember } from './useLandingMember';

/** MemberLanding3 (/members/{id}/landing3/{slug?}): full-bleed, the member's photo behind, the sign-up right beside them. */
export function MemberLanding3() {
  const { t } = useTranslation('landers');
  const { slug } = useParams();
  const { member, isPending } = useLandingMember();
  const audience = useAudienceTitle(parseSlug(slug));
  return (
    <MemberState pending={isPending} member={member}>
      {(m) => (
        <div className="landing3" style={{ ['--landing3-bg' as string]: `url("${m.main_image?.card ?? ''}")` }}>
          <section className="container pt-4 pt-lg-5 text-white position-relative">
            <div className="d-flex align-items-center gap-3" data-testid="lander-photos">
              <Face member={m} className="landing3-avatar" eager sizes="4.5rem" />
              <div>
                <p className="lander-kicker text-white-50 mb-1">{t('member.among', { audience })}</p>
                <h1 className="display-6 fw-bold mb-0">{m.name}, {m.age}</h1>
                <div>{m.city}{m.online && <> · <span className="fw-semibold">{t('online')}</span></>}</div>
              </div>
            </div>
            {m.about_me && <p className="landing3-about lead mt-3 mb-0">“{m.about_me}”</p>}
          </section>
          <LanderSignup
            title={t('member.signupTitle', { name: m.name })}
            intro={t('member.signupIntro', { name: m.name })}
            member={m}
            messageLabel={t('member.messageLabel', { name: m.name })}
            aside={
              <div className="landing3-aside text-white">
                <img className="landing3-photo" src={bigPhotoURL(m)} alt={m.name} loading="lazy" decoding="async" />
                <MemberFacts member={m} className="member-facts-light mt-3" />
              </div>
            }
          />
        </div>
      )}
    </MemberState>
  );
}
