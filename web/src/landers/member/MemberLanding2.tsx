import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLanderMembersQuery } from '../../queries/landers';
import { Face } from '../Face';
import { goToSignup } from '../goToSignup';
import { LanderSignup } from '../LanderSignup';
import { Online } from '../Members';
import { audienceQuery, parseSlug } from '../slug';
import { useAudienceTitle } from '../useLander';
import { BigPhoto } from './BigPhoto';
import { MemberFacts } from './MemberFacts';
import { MemberState } from './MemberState';
import { useLandingMember } from './useLandingMember';

/** MemberLanding2 (/members/{id}/landing2/{slug?}): the member's card, then more of the slug's audience, then sign-up. */
export function MemberLanding2() {
  const { t } = useTranslation('landers');
  const { slug } = useParams();
  const audience = parseSlug(slug);
  const { member, isPending } = useLandingMember();
  const others = useLanderMembersQuery(audienceQuery(audience));
  const title = useAudienceTitle(audience, others.data?.region?.name);
  const more = (others.data?.members ?? []).filter((o) => o.id !== member?.id).slice(0, 8);
  return (
    <MemberState pending={isPending} member={member}>
      {(m) => (
        <>
          <section className="landing2-hero py-4 py-lg-5">
            <div className="container">
              <div className="landing2-card mx-auto" data-testid="lander-photos">
                <BigPhoto member={m} className="landing2-photo" />
                <div className="landing2-body">
                  <h1 className="h2 fw-bold mb-0">{m.name}, {m.age} {m.online && <span className="lander-online" />}</h1>
                  <p className="text-body-secondary mb-3">{m.city}</p>
                  <MemberFacts member={m} className="member-facts-inline mb-3" />
                  <button type="button" className="btn btn-primary btn-lg rounded-pill w-100 fw-bold" onClick={goToSignup}>
                    {t('member.write', { name: m.name })}
                  </button>
                </div>
              </div>
            </div>
          </section>
          {more.length > 0 && (
            <section className="container py-4">
              <h2 className="h5 fw-bold mb-3">{t('member.more', { audience: title })}</h2>
              <div className="map-strip">
                {more.map((o) => (
                  <button type="button" key={o.id} className="map-strip-item" onClick={goToSignup}>
                    <Face member={o} />
                    <span className="fw-semibold small d-block text-truncate">{o.name}, {o.age} <Online member={o} /></span>
                    <span className="small text-body-secondary d-block text-truncate">{o.city}</span>
                  </button>
                ))}
              </div>
            </section>
          )}
          <LanderSignup title={t('member.signupTitle', { name: m.name })} intro={t('member.signupIntro', { name: m.name })}
            member={m} messageLabel={t('member.messageLabel', { name: m.name })} />
        </>
      )}
    </MemberState>
  );
}
