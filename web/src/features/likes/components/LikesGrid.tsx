import { useTranslation } from 'react-i18next';
import { LikeButton } from '../../../components/LikeButton';
import { MemberCard } from '../../../components/MemberCard';
import type { LikeItem, LikeKind } from '../../../queries/likeItems';
import { useSeenWhenShown } from '../useSeenWhenShown';

// Two columns on phones, three from 768 px, four from 1200 px, as in the search.
const defaultCols = 'row-cols-2 row-cols-md-3 row-cols-xl-4';

/**
 * LikesGrid shows members of one kind of likes as cards: among received likes and
 * matches a like the member has not seen yet is marked new, and elsewhere a match is
 * marked. Cards lead to the member's like (/likes/m/{id}).
 */
export function LikesGrid({ kind, items, cols = defaultCols }: { kind: LikeKind; items: LikeItem[]; cols?: string }) {
  const { t } = useTranslation('likes');
  return (
    <ul className={`member-grid list-unstyled row ${cols} g-2 g-md-3`}>
      {items.map((i) => (
        <SeenItem key={i.profile.id} item={i} kind={kind}>
          <MemberCard
            member={i.profile}
            to={`/likes/m/${i.profile.id}`}
            action={<LikeButton member={i.profile} />}
            note={
              i.likeNew && kind !== 'sent' ? (
                <span className="badge text-bg-danger">{t('card.new')}</span>
              ) : i.liked && i.likedMe && kind !== 'mutual' ? (
                <span className="badge match-badge">{t('card.match')}</span>
              ) : undefined
            }
          />
        </SeenItem>
      ))}
    </ul>
  );
}

/** SeenItem is a card's cell; a new received like in it counts as seen once it has been in view. */
function SeenItem({ item, kind, children }: { item: LikeItem; kind: LikeKind; children: React.ReactNode }) {
  const ref = useSeenWhenShown<HTMLLIElement>(item.profile.id, item.likeNew && kind !== 'sent');
  return (
    <li className="col" ref={ref}>
      {children}
    </li>
  );
}
