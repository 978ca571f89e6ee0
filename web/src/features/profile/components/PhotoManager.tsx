import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Image, OwnProfile } from '../../../api/profile';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { moveTo } from '../../../lib/photoOrder';
import { useDeletePhotoMutation, useOrderPhotosMutation, useSetMainPhotoMutation } from '../../../queries/profile';
import { PhotoTile } from './PhotoTile';
import { PhotoUpload, PremiumPhotoAlert } from './PhotoUpload';
import { usePhotoDrag } from './usePhotoDrag';

/** OwnPhoto is one of the member's own photos: they always have an id. */
type OwnPhoto = Image & { id: number };

/**
 * PhotoManager shows the member's photos in their order, main first; the member drags
 * them (pointer or touch) or moves them with each photo's arrows, and the new order is
 * saved at once. They also pick the main one, delete and add photos up to their limit.
 */
export function PhotoManager({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('profile');
  const makeMain = useSetMainPhotoMutation();
  const remove = useDeletePhotoMutation();
  const reorder = useOrderPhotosMutation();
  // The contract leaves an image's id optional (cards of others may lack it); the owner's photos always have one.
  // The server lists them in the member's order, main photo first.
  const photos = profile.photos.filter((p): p is OwnPhoto => p.id !== undefined).sort((a, b) => Number(b.main) - Number(a.main));
  const byId = new Map(photos.map((p) => [p.id, p]));
  // While an order is being saved it shows as the member left it.
  const [pending, setPending] = useState<readonly number[] | null>(null);
  const ids = pending && pending.length === photos.length && pending.every((id) => byId.has(id)) ? pending : photos.map((p) => p.id);
  const [said, setSaid] = useState('');
  const focusAfter = useRef<{ id: number; dir: 'left' | 'right' } | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const limit = profile.photo_limit;
  const full = photos.length >= limit;
  const busy = makeMain.isPending || remove.isPending;
  const act = (run: () => void) => {
    makeMain.reset();
    remove.reset();
    reorder.reset();
    run();
  };
  const save = (order: readonly number[], id: number) =>
    act(() => {
      setSaid('');
      setPending(order);
      reorder.mutate(order, {
        onSuccess: () => setSaid(t('photos.moved', { place: order.indexOf(id) + 1, count: order.length })),
        onSettled: () => setPending(null),
      });
    });
  const drag = usePhotoDrag(ids, save);
  const move = (id: number, dir: 'left' | 'right') => {
    const order = moveTo(ids, id, ids.indexOf(id) + (dir === 'left' ? -1 : 1));
    focusAfter.current = { id, dir };
    save(order, id);
  };
  // A moved photo keeps the focus on its arrow (the other one at either end).
  useEffect(() => {
    const f = focusAfter.current;
    if (!f) return;
    focusAfter.current = null;
    const tile = list.current?.querySelector(`[data-photo-id="${f.id}"]`);
    const button = tile?.querySelector<HTMLButtonElement>(`[data-move="${f.dir}"]:not(:disabled)`) ?? tile?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
    button?.focus();
  });

  const shown = drag.order.map((id) => byId.get(id)).filter((p): p is OwnPhoto => p !== undefined);
  return (
    <section className="card border-0 shadow-sm p-4" id="photos" aria-labelledby="photos-title">
      <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-3">
        <h2 className="h5 fw-bold mb-0" id="photos-title">{t('photos.title')}</h2>
        <span className="small text-body-secondary" data-testid="photo-count">{t('photos.count', { count: photos.length, limit })}</span>
      </div>
      <ApiErrorAlert error={makeMain.error ?? remove.error ?? reorder.error} />
      {photos.length === 0 ? (
        <p className="text-body-secondary">{t('photos.empty')}</p>
      ) : (
        <>
          {photos.length > 1 && <p className="small text-body-secondary mb-2" id="photo-order-hint">{t('photos.orderHint')}</p>}
          <ul className="photo-grid list-unstyled mb-4" ref={list} aria-describedby={photos.length > 1 ? 'photo-order-hint' : undefined}>
            {shown.map((photo, i) => (
              <PhotoTile
                key={photo.id}
                photo={photo}
                n={i + 1}
                count={shown.length}
                busy={busy}
                dragging={drag.dragging === photo.id}
                grip={drag.grip(photo.id)}
                onMove={(dir) => move(photo.id, dir)}
                onMakeMain={() => act(() => makeMain.mutate(photo.id))}
                onDelete={() => act(() => remove.mutate(photo.id))}
              />
            ))}
          </ul>
        </>
      )}
      <div className="visually-hidden" role="status" aria-live="polite" data-testid="photo-order-status">
        {reorder.isPending ? t('photos.saving') : said}
      </div>
      {full && (
        <div className="mb-3">
          {profile.premium ? (
            <div className="alert alert-secondary py-2 mb-0" role="status">{t('photos.full', { limit })}</div>
          ) : (
            <PremiumPhotoAlert />
          )}
        </div>
      )}
      {!full && <PhotoUpload />}
    </section>
  );
}
