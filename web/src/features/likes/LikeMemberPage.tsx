import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiErrorAlert } from '../../components/ApiErrorAlert';
import { LikeButton } from '../../components/LikeButton';
import { Silhouette } from '../../components/MemberCard';
import { PageSpinner } from '../../components/PageSpinner';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { likeItems, type LikeItem } from '../../queries/likeItems';
import { useLikesQuery, useSeenOnOpen } from '../../queries/likes';
import { MemberOnly } from '../../components/MemberOnly';

/**
 * LikeMemberPage is the like between the member and one other member (SPEC §2
 * "likes-m-id"), where notifications of a like lead. Opening it clears the like's
 * like_new flag, as opening the profile does.
 */
export function LikeMemberPage() {
  const { id = '' } = useParams();
  return <MemberOnly>{() => <LikeOfMember id={Number(id)} />}</MemberOnly>;
}

function LikeOfMember({ id }: { id: number }) {
  const { t } = useTranslation('likes');
  const query = useLikesQuery();
  useSeenOnOpen(id);
  const item = likeItems(query.data).find((i) => i.profile.id === id);
  useDocumentTitle(item?.profile.name ?? t('title'));
  if (query.isPending) return <PageSpinner />;
  return (
    <section className="container py-4" style={{ maxWidth: '52rem' }}>
      <Link to="/likes" className="d-inline-block small fw-semibold mb-3">
        ← {t('backToLikes')}
      </Link>
      {query.isError ? (
        <ApiErrorAlert error={query.error}>
          <button type="button" className="btn btn-link btn-sm p-0 ms-2 align-baseline" onClick={() => void query.refetch()}>
            {t('common:errors.retry')}
          </button>
        </ApiErrorAlert>
      ) : item ? (
        <LikeDetail item={item} />
      ) : (
        <div className="card border-0 shadow-sm p-4 text-center">
          <h1 className="h4 fw-bold">{t('member.goneTitle')}</h1>
          <p className="text-body-secondary">{t('member.goneText')}</p>
          <div className="d-flex flex-column flex-sm-row gap-2 justify-content-center">
            <Link to={`/members/${id}`} className="btn btn-outline-primary fw-semibold">
              {t('member.viewProfile')}
            </Link>
            <Link to="/members" className="btn btn-primary fw-semibold">
              {t('empty.search')}
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}

function LikeDetail({ item }: { item: LikeItem }) {
  const { t, i18n } = useTranslation('likes');
  const p = item.profile;
  const when = (iso: string | null) =>
    iso ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '';
  const mutual = item.liked && item.likedMe;
  return (
    <article className="like-detail card border-0 shadow-sm overflow-hidden">
      <div className="row g-0">
        <div className="col-md-5">
          <Link to={`/members/${p.id}`} className="like-detail-photo" aria-label={t('member.viewProfile')}>
            {p.main_image ? <img src={p.main_image.card} alt="" /> : <Silhouette />}
          </Link>
        </div>
        <div className="col-md-7 p-4 d-flex flex-column">
          {mutual && <span className="badge match-badge align-self-start mb-2">{t('card.match')}</span>}
          <h1 className="h3 fw-bold mb-1">
            {p.name}, {p.age}
          </h1>
          {p.city && <p className="text-body-secondary mb-3">{p.city}</p>}
          <ul className="list-unstyled mb-4">
            {item.likedMe && <li className="mb-1">{t('member.likedYou', { name: p.name, when: when(item.likedMeAt) })}</li>}
            {item.liked && <li className="mb-1">{t('member.youLiked', { name: p.name, when: when(item.likedAt) })}</li>}
            {mutual && <li className="fw-semibold text-primary">{t('member.matchText', { name: p.name })}</li>}
          </ul>
          <div className="d-flex flex-wrap gap-2 mt-auto">
            <LikeButton member={p} variant="page" sayMatch={false} />
            <Link to={`/members/${p.id}`} className="btn btn-outline-secondary fw-semibold align-self-start">
              {t('member.viewProfile')}
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}
