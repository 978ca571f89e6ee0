import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MemberSummary } from '../api/members';
import { HeartIcon } from './HeartIcon';
import { useSignupForIntent } from './useSignupForIntent';
import type { MatchPartner } from './MatchScreen';
import { useLikeMutation, useLikesQuery } from '../queries/likes';
import { useUser } from '../queries/siteState';

// Loaded on the first match only, to keep it out of the pages' first load.
const MatchScreen = lazy(() => import('./MatchScreen').then((m) => ({ default: m.MatchScreen })));

type LikeButtonProps = {
  member: MemberSummary;
  variant?: 'card' | 'page';
  sayMatch?: boolean;
  /** autoLike likes the member once, as soon as the member's likes are known (unless liked already): the like a visitor asked for before signing up. */
  autoLike?: boolean;
  /** onAutoLiked is told when the automatic like has been sent (or was not needed). */
  onAutoLiked?: () => void;
};

/**
 * LikeButton likes or unlikes a member: a round heart on cards, a labelled button on
 * the profile, which says when the like makes a match (unless sayMatch is false).
 * A like that makes a match opens the full-screen match screen. Visitors are asked to
 * sign up "to like" the member, and come back to the profile after activation.
 */
export function LikeButton(props: LikeButtonProps) {
  const user = useUser();
  return user ? <MemberLikeButton {...props} /> : <VisitorLikeButton member={props.member} variant={props.variant} />;
}

/**
 * VisitorLikeButton is a visitor's like: it asks them to sign up. It keeps none of a
 * member's likes, so a page of cards does not watch them two dozen times over (issue 22:
 * the cards' queries were a long task of their own on a phone).
 */
function VisitorLikeButton({ member, variant = 'card' }: Pick<LikeButtonProps, 'member' | 'variant'>) {
  const { t } = useTranslation('likes');
  const signup = useSignupForIntent();
  const toggle = () => signup('like', member);
  const label = t('button.likeName', { name: member.name });
  if (variant === 'card') return <HeartFab liked={false} label={label} onClick={toggle} />;
  return (
    <div className="d-flex flex-column gap-1">
      <HeartButton liked={false} title={label} onClick={toggle}>
        {t('button.like')}
      </HeartButton>
    </div>
  );
}

/** HeartFab is the round heart on a card. */
function HeartFab({ liked, label, onClick }: { liked: boolean; label: string; onClick: () => void }) {
  return (
    <button type="button" className={`like-fab ${liked ? 'is-liked' : ''}`} aria-pressed={liked} aria-label={label} title={label} onClick={onClick}>
      <HeartIcon filled={liked} />
    </button>
  );
}

/** HeartButton is the labelled like button of a profile. */
function HeartButton({ liked, title, onClick, disabled = false, children }: { liked: boolean; title: string; onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      className={`btn fw-semibold d-inline-flex align-items-center justify-content-center gap-2 px-4 ${liked ? 'btn-outline-primary' : 'btn-primary'}`}
      aria-pressed={liked}
      title={title}
      onClick={onClick}
      disabled={disabled}
    >
      <HeartIcon filled={liked} size={18} />
      {children}
    </button>
  );
}

/** MemberLikeButton is a member's like, kept with the member's likes. */
function MemberLikeButton({
  member,
  variant = 'card',
  sayMatch = true,
  autoLike = false,
  onAutoLiked,
}: LikeButtonProps) {
  const { t } = useTranslation('likes');
  const user = useUser();
  const navigate = useNavigate();
  const likes = useLikesQuery();
  const mutation = useLikeMutation();
  const [match, setMatch] = useState<MatchPartner | null>(null);
  const liked = likes.data?.profiles.some((p) => p.id === member.id && p.liked) ?? false;
  const likedMe = likes.data?.liked_by.some((l) => l.id === member.id) ?? false;
  const like = (to: boolean) =>
    mutation.mutate(
      { member, liked: to },
      {
        onSuccess: (res) => {
          if (res.liked && res.mutual) setMatch({ id: member.id, name: member.name, photo: member.main_image?.card ?? null });
        },
      },
    );
  const autoDone = useRef(false);
  const own = user?.id === member.id;
  useEffect(() => {
    if (!autoLike || autoDone.current || !user || own || !likes.isSuccess) return;
    autoDone.current = true;
    if (!liked) like(true);
    onAutoLiked?.();
  });
  if (own) return null;
  const toggle = () => like(!liked);
  const matchScreen = match && (
    <Suspense fallback={null}>
      <MatchScreen
        partner={match}
        onClose={() => setMatch(null)}
        onMessage={(id) => {
          setMatch(null);
          void navigate(`/members/${id}/chat`);
        }}
      />
    </Suspense>
  );
  const label = liked ? t('button.unlikeName', { name: member.name }) : t('button.likeName', { name: member.name });
  if (variant === 'card') {
    return (
      <>
        <HeartFab liked={liked} label={label} onClick={toggle} />
        {matchScreen}
      </>
    );
  }
  return (
    <div className="d-flex flex-column gap-1">
      <HeartButton liked={liked} title={label} onClick={toggle} disabled={mutation.isPending}>
        {liked ? t('button.liked') : likedMe ? t('button.likeBack') : t('button.like')}
      </HeartButton>
      {sayMatch && liked && likedMe && <span className="small fw-semibold text-primary text-center">{t('status.match')}</span>}
      {mutation.isError && (
        <span className="small text-danger" role="alert">
          {t('button.failed')}
        </span>
      )}
      {matchScreen}
    </div>
  );
}
