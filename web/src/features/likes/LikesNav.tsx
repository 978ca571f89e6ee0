import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { HeartIcon } from '../../components/HeartIcon';
import { badgeLabel } from '../../lib/badge';
import { useLikesQuery } from '../../queries/likes';
import { NewLikeWatcher } from './components/NewLikeWatcher';

/**
 * LikesNav is the Likes item of the top navigation with the new-likes badge (capped
 * at 99+), and what keeps it current: the 60 s refresh of the likes and the new-like
 * modal (not on screens where a modal would be in the way). TopNav loads it only for
 * members, so that none of it weighs on the landing page.
 */
export function LikesNav({ withModal }: { withModal: boolean }) {
  const { t } = useTranslation('likes');
  const likes = useLikesQuery();
  const count = likes.data?.new_likes ?? 0;
  const badge = badgeLabel(count);
  return (
    <>
      <NavLink
        to="/likes"
        className="btn btn-link btn-sm text-body fw-semibold d-inline-flex align-items-center gap-1 text-decoration-none position-relative nav-likes"
        aria-label={badge ? t('nav.likesNew', { count }) : t('nav.likes')}
      >
        <HeartIcon filled={false} size={18} />
        <span className="d-none d-md-inline">{t('nav.likes')}</span>
        {badge && (
          <span className="badge rounded-pill text-bg-danger nav-badge" data-testid="likes-badge" aria-hidden="true">
            {badge}
          </span>
        )}
      </NavLink>
      {withModal && <NewLikeWatcher likes={likes.data} />}
    </>
  );
}
