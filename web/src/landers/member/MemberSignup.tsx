import { useTranslation } from 'react-i18next';
import { Face } from '../Face';
import { LanderSignup } from '../LanderSignup';
import { MemberState } from './MemberState';
import { useLandingMember } from './useLandingMember';

/** MemberSignup (/members/{id}/signup): the sign-up itself, with the member in view; the message goes to them. */
export function MemberSignup() {
  const { t } = useTranslation('landers');
  const { member, isPending } = useLandingMember();
  return (
    <MemberState pending={isPending} member={member}>
      {(m) => (
        <div className="member-signup">
          <div className="container pt-4 text-center" data-testid="lander-photos">
            <Face member={m} className="member-signup-avatar" eager sizes="6rem" />
            <p className="fw-bold mt-2 mb-0">{m.name}, {m.age}</p>
            <p className="small text-body-secondary mb-0">{m.city}</p>
          </div>
          <LanderSignup title={t('member.signupTitle', { name: m.name })} intro={t('member.signupIntro', { name: m.name })}
            member={m} messageLabel={t('member.messageLabel', { name: m.name })} later={false} />
        </div>
      )}
    </MemberState>
  );
}
