import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { Likes } from '../../../api/likes';
import { likeKeys, likesReloadAfterAutoLikeMs, useAutoLikeQuery } from '../../../queries/likes';
import { announcedKey, delaySeconds } from '../newLike';
import { NewLikeModal } from './NewLikeModal';

/**
 * NewLikeWatcher shows the new-like modal when an unseen like arrives that the modal has
 * not announced yet, with the profile GET /api/auto-like gives, and reloads the likes
 * 500 ms after that answer (SPEC §7). With ?t=N it waits N seconds and then shows the
 * newest unseen like even when it was announced before.
 */
export function NewLikeWatcher({ likes }: { likes: Likes | undefined }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [delay] = useState(() => delaySeconds(params.get('t')));
  const [due, setDue] = useState(delay === null);
  const [closed, setClosed] = useState('');
  const marker = newestUnseen(likes);
  const query = useAutoLikeQuery(marker, due && marker !== '');
  const like = query.data ?? null;
  const key = like ? `${like.id}:${like.liked_at}` : '';
  const [announcedBefore] = useState(() => localStorage.getItem(announcedKey));
  const visible = like !== null && key !== closed && (delay !== null || key !== announcedBefore);

  useEffect(() => {
    if (delay === null) return;
    const timer = setTimeout(() => setDue(true), delay * 1000);
    return () => clearTimeout(timer);
  }, [delay]);
  useEffect(() => {
    if (visible) localStorage.setItem(announcedKey, key);
  }, [visible, key]);
  useEffect(() => {
    if (!query.dataUpdatedAt) return;
    const timer = setTimeout(() => void qc.invalidateQueries({ queryKey: likeKeys.list }), likesReloadAfterAutoLikeMs);
    return () => clearTimeout(timer);
  }, [query.dataUpdatedAt, qc]);

  if (!visible || !like) return null;
  return (
    <NewLikeModal
      like={like}
      onClose={() => setClosed(key)}
      onOpen={(id) => {
        setClosed(key);
        void navigate(`/members/${id}`);
      }}
      onMessage={(id) => {
        setClosed(key);
        void navigate(`/members/${id}/chat`);
      }}
    />
  );
}

/** newestUnseen names the newest unseen like, so that the modal's query follows new likes. */
function newestUnseen(likes: Likes | undefined): string {
  let newest = '';
  for (const l of likes?.liked_by ?? []) {
    if (l.like_new && l.liked_at > newest) newest = l.liked_at;
  }
  return newest;
}
