import { useTranslation } from 'react-i18next';
import { LikeButton } from '../../../components/LikeButton';
import { MemberCard } from '../../../components/MemberCard';
import type { LikeItem } from '../../../lib/likes';

// Two columns on phones, three from 768 px, four from 1200 px, as in the search.
const defaultCols = 'row-cols-2 row-cols-md-3 row-cols-xl-4';

/**
 * LikesGrid shows members of the likes as cards: a match is marked, and so is a like
 * the member has not seen yet. Cards lead to the member's like (/likes/m/{id}).
 */
export function LikesGrid({ items, cols = defaultCols }: { items: LikeItem[]; cols?: string }) {
  const { t } = useTranslation('likes');
  return (
    <ul className={`member-grid list-unstyled row ${cols} g-2 g-md-3`}>
      {items.map((i) => (
        <li className="col" key={i.profile.id}>
          <MemberCard
            member={i.profile}
            to={`/likes/m/${i.profile.id}`}
            action={<LikeButton member={i.profile} />}
            note={
              i.likeNew ? (
                <span className="badge text-bg-danger">{t('card.new')}</span>
              ) : i.liked && i.likedMe ? (
                <span className="badge match-badge">{t('card.match')}</span>
              ) : undefined
            }
          />
        </li>
      ))}
    </ul>
  );
}
