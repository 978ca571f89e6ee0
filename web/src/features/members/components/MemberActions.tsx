import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Member } from '../../../api/members';
import { EnvelopeIcon } from '../../../components/EnvelopeIcon';
import { LikeButton } from '../../../components/LikeButton';
import { useSeenOnOpen } from '../../../queries/likes';
import { reportLink } from '../../../lib/reportLink';
import { useUser } from '../../../queries/siteState';
import { useSignupForIntent } from '../../../components/useSignupForIntent';
import { GiftButton } from '../../gifts/GiftButton';
import { BlockButton, BlockedNotice } from './BlockButton';

/**
 * MemberActions is the profile's action bar (SPEC §2: message, like, unlike, gift,
 * block, unblock, report). Opening the profile of someone who liked the member clears that
 * like's like_new flag (SPEC §4). A member the viewer blocked shows only the way to
 * unblock; visitors and the member's own profile get no block button. Message opens
 * the conversation with the member; visitors are asked to sign up "to write to" the
 * member and come back to the profile after activation.
 */
export function MemberActions({ member }: { member: Member }) {
  const { t } = useTranslation('members');
  const user = useUser();
  const signup = useSignupForIntent();
  useSeenOnOpen(member.id);
  // Back from sign-up and activation (?intent=like or message): the Like is done once,
  // a Message finds its button in focus; then the intent leaves the address, so that a
  // reload does nothing again.
  const [params, setParams] = useSearchParams();
  const intent = user && user.id !== member.id && !member.blocked ? params.get('intent') : null;
  const message = useRef<HTMLAnchorElement>(null);
  const landed = () =>
    setParams(
      (p) => {
        p.delete('intent');
        return p;
      },
      { replace: true },
    );
  useEffect(() => {
    if (intent !== 'message') return;
    message.current?.focus();
    message.current?.scrollIntoView?.({ block: 'center' });
    landed();
  });
  if (member.blocked) return <BlockedNotice member={member} />;
  return (
    <div className="member-actions d-flex flex-wrap gap-2 mb-3">
      {user?.id !== member.id && (
        // Visitors must sign up or log in to chat (SPEC §6).
        <Link
          ref={message}
          to={user ? `/members/${member.id}/chat` : '/signup'}
          onClick={(e) => {
            if (user) return;
            e.preventDefault();
            signup('message', member);
          }}
          className="btn btn-primary fw-semibold d-inline-flex align-items-center justify-content-center gap-2 px-4 align-self-start">
          <EnvelopeIcon />
          {t('profile.message')}
        </Link>
      )}
      <LikeButton member={member} variant="page" autoLike={intent === 'like'} onAutoLiked={landed} />
      {user?.id !== member.id && <GiftButton memberId={member.id} name={member.name} className="btn btn-outline-primary align-self-start" />}
      {user && user.id !== member.id && <BlockButton member={member} />}
      {user?.id !== member.id && (
        <Link to={reportLink({ member: member.id })} className="btn btn-link text-body-secondary align-self-start member-report">
          {t('report.profile')}
        </Link>
      )}
    </div>
  );
}
