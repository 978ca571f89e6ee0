import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiErrorAlert } from '../../components/ApiErrorAlert';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { isLikeKind, likeItems, likeKinds, ofKind, type LikeItem, type LikeKind } from '../../queries/likeItems';
import { useLikesQuery } from '../../queries/likes';
import { MemberOnly } from '../../components/MemberOnly';
import { ErrorPage } from '../errors/ErrorPage';
import { MemberGridSkeleton } from '../members/components/MemberGrid';
import { LikesEmpty } from './components/LikesEmpty';
import { LikesGrid } from './components/LikesGrid';
import { LikesHeader } from './components/LikesHeader';

const previewCount = 4;

/** LikesPage is the likes overview (SPEC §2 "likes"): the counter and the newest of each kind. */
export function LikesPage() {
  const { t } = useTranslation('likes');
  useDocumentTitle(t('title'));
  return (
    <MemberOnly>
      {() => (
        <LikesScreen title={t('title')}>
          {(items) =>
            items.length === 0 ? (
              <LikesEmpty title={t('empty.allTitle')} text={t('empty.allText')} />
            ) : (
              likeKinds.map((kind) => <Preview key={kind} kind={kind} items={ofKind(items, kind)} />)
            )
          }
        </LikesScreen>
      )}
    </MemberOnly>
  );
}

/** LikesTypePage lists one kind of likes (SPEC §2 "likes-type"): sent, received or mutual. */
export function LikesTypePage() {
  const { type } = useParams();
  if (!isLikeKind(type)) return <ErrorPage status={404} />;
  return <LikesOfKind kind={type} />;
}

function LikesOfKind({ kind }: { kind: LikeKind }) {
  const { t } = useTranslation('likes');
  useDocumentTitle(t(`kinds.${kind}`));
  return (
    <MemberOnly>
      {() => (
        <LikesScreen title={t(`kinds.${kind}`)}>
          {(items) => {
            const mine = ofKind(items, kind);
            return mine.length === 0 ? <LikesEmpty title={t(`empty.${kind}Title`)} text={t(`empty.${kind}Text`)} /> : <LikesGrid kind={kind} items={mine} />;
          }}
        </LikesScreen>
      )}
    </MemberOnly>
  );
}

/** LikesScreen loads the likes and shows the header, then children, or the loading and error states. */
function LikesScreen({ title, children }: { title: string; children: (items: LikeItem[]) => ReactNode }) {
  const { t } = useTranslation('likes');
  const query = useLikesQuery();
  const items = likeItems(query.data);
  return (
    <section className="container py-4">
      <LikesHeader items={items} title={title} />
      {query.isPending ? (
        <MemberGridSkeleton count={previewCount} label={t('loading')} />
      ) : query.isError ? (
        <ApiErrorAlert error={query.error}>
          <button type="button" className="btn btn-link btn-sm p-0 ms-2 align-baseline" onClick={() => void query.refetch()}>
            {t('common:errors.retry')}
          </button>
        </ApiErrorAlert>
      ) : (
        children(items)
      )}
    </section>
  );
}

/** Preview is one kind on the overview: its newest members and a link to all of them. */
function Preview({ kind, items }: { kind: LikeKind; items: LikeItem[] }) {
  const { t } = useTranslation('likes');
  return (
    <section className="mb-4" aria-labelledby={`likes-${kind}`}>
      <div className="d-flex align-items-baseline justify-content-between gap-2 mb-2">
        <h2 id={`likes-${kind}`} className="h5 fw-bold mb-0">
          {t(`kinds.${kind}`)}
        </h2>
        {items.length > previewCount && (
          <Link to={`/likes/${kind}`} className="small fw-semibold text-nowrap">
            {t('seeAll', { n: items.length })}
          </Link>
        )}
      </div>
      {items.length === 0 ? (
        <LikesEmpty compact title={t(`empty.${kind}Title`)} text={t(`empty.${kind}Text`)} />
      ) : (
        <LikesGrid kind={kind} items={items.slice(0, previewCount)} cols="row-cols-2 row-cols-md-4" />
      )}
    </section>
  );
}
