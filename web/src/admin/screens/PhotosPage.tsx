import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { AdminPhoto, PhotoAction, PhotoState } from '../api/types';
import { ErrorAlert } from '../components/ErrorAlert';
import { useFormat } from '../components/format';
import { Loading } from '../components/Loading';
import { PageHeader } from '../components/PageHeader';
import { Pager } from '../components/Pager';
import { useCursors } from '../components/useCursors';
import { StatusBadge } from '../components/StatusBadge';
import { adminPaths } from '../paths';
import { usePhotosQuery } from '../queries/photos';
import { PhotoDialog } from './PhotoDialog';

const states: PhotoState[] = ['pending', 'recent', 'rejected'];

/** PhotosPage: the moderation queue, the feed of recent photos and the rejected ones, as a grid. */
export function PhotosPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const state = (states as string[]).includes(params.get('state') ?? '') ? (params.get('state') as PhotoState) : 'pending';
  const pages = useCursors();
  const photos = usePhotosQuery(state, pages.beforeId);
  const [acting, setActing] = useState<{ photo: AdminPhoto; action: PhotoAction } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const f = useFormat();
  return (
    <>
      <PageHeader title={t('photos.title')}>
        <div className="btn-group btn-group-sm" role="group" aria-label={t('photos.show')}>
          {states.map((s) => (
            <button key={s} type="button" className={`btn ${s === state ? 'btn-dark' : 'btn-outline-dark'}`} aria-pressed={s === state} onClick={() => {
                pages.reset();
                setParams({ state: s });
              }}>
              {t(`photos.state.${s}`)}
            </button>
          ))}
        </div>
      </PageHeader>
      {done ? (
        <div className="alert alert-success py-2 small" role="status">
          {done}
        </div>
      ) : null}
      {photos.isPending ? <Loading /> : null}
      <ErrorAlert error={photos.error} />
      {photos.data && photos.data.photos.length === 0 ? <p className="text-body-secondary">{t(`photos.empty.${state}`)}</p> : null}
      <div className="admin-photo-grid">
        {photos.data?.photos.map((p) => (
          <article key={p.id} className="card admin-card admin-photo-card" aria-label={t('photos.photoOf', { name: p.member_name })}>
            <img src={p.url} alt={t('photos.photoOf', { name: p.member_name })} loading="lazy" className="card-img-top" />
            <div className="card-body p-2">
              <div className="d-flex justify-content-between align-items-start gap-1">
                <Link to={adminPaths.member(p.member_id)} className="fw-semibold small text-truncate">
                  {p.member_name}
                </Link>
                <StatusBadge status={p.status} />
              </div>
              <div className="small text-body-secondary">{f.dateTime(p.uploaded_at)}</div>
              {p.reason ? (
                <div className="small text-danger text-truncate" title={p.note || undefined}>
                  {t(`photos.reasons.${p.reason}`, { defaultValue: p.reason })}
                  {p.note ? `: ${p.note}` : ''}
                </div>
              ) : null}
              <div className="d-flex gap-1 mt-2">
                {p.status !== 'active' ? (
                  <button type="button" className="btn btn-sm btn-success flex-fill" onClick={() => setActing({ photo: p, action: 'approve' })}>
                    {t('photos.approve')}
                  </button>
                ) : null}
                {p.status === 'pending' ? (
                  <button type="button" className="btn btn-sm btn-outline-danger flex-fill" onClick={() => setActing({ photo: p, action: 'reject' })}>
                    {t('photos.reject')}
                  </button>
                ) : null}
                {p.status === 'active' ? (
                  <button type="button" className="btn btn-sm btn-outline-danger flex-fill" onClick={() => setActing({ photo: p, action: 'takedown' })}>
                    {t('photos.takedown')}
                  </button>
                ) : null}
              </div>
            </div>
          </article>
        ))}
      </div>
      <Pager newer={pages.newer} older={pages.olderTo(photos.data?.next_before_id)} />
      {acting ? (
        <PhotoDialog
          photo={acting.photo}
          action={acting.action}
          onClose={() => setActing(null)}
          onDone={() => {
            setDone(t(`photos.done.${acting.action}`, { name: acting.photo.member_name }));
            setActing(null);
          }}
        />
      ) : null}
    </>
  );
}
