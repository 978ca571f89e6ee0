import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getAutoLike, getLikes, likeMember, markLikeSeen, unlikeMember, type LikeProfile, type Likes } from '../api/likes';
import { memberRefreshInterval } from '../lib/memberRefresh';
import { withLike } from './likeItems';
import { useUser } from './siteState';

export const likeKeys = {
  all: ['likes'] as const,
  list: ['likes', 'list'] as const,
  auto: (marker: string) => ['likes', 'auto', marker] as const,
};

// SPEC §4, §9: likes reload every 60 s (300 s with push); the new-like modal's answer reloads them after 500 ms.
export const likesReloadAfterAutoLikeMs = 500;

/** useLikesQuery loads the member's likes and keeps them fresh; visitors have none. */
export function useLikesQuery() {
  const user = useUser();
  return useQuery({
    queryKey: likeKeys.list,
    queryFn: ({ signal }) => getLikes(signal),
    enabled: user !== null,
    staleTime: 5_000,
    refetchInterval: memberRefreshInterval,
  });
}

/** useAutoLikeQuery loads the profile for the new-like modal; marker changes with every new unseen like. */
export function useAutoLikeQuery(marker: string, enabled: boolean) {
  return useQuery({ queryKey: likeKeys.auto(marker), queryFn: getAutoLike, enabled, staleTime: Infinity });
}

type CardOf = Omit<LikeProfile, 'liked' | 'liked_at'>;

/**
 * useLikeMutation likes (liked: true) or unlikes a member. The likes show the change
 * at once and go back when the server refuses it.
 */
export function useLikeMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ member, liked }: { member: CardOf; liked: boolean }) =>
      liked ? likeMember(member.id) : unlikeMember(member.id).then(() => ({ id: member.id, liked: false, mutual: false })),
    onMutate: async ({ member, liked }) => {
      await qc.cancelQueries({ queryKey: likeKeys.list });
      const before = qc.getQueryData<Likes>(likeKeys.list);
      if (before) qc.setQueryData<Likes>(likeKeys.list, withLike(before, member, liked));
      return { before };
    },
    onError: (_err, _vars, ctx) => {
      if (ctx?.before) qc.setQueryData(likeKeys.list, ctx.before);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: likeKeys.list }),
  });
}

/**
 * seenLikes are the likes this tab marked seen while the likes it holds may still call
 * them new (the list marks them on sight and keeps their "New" mark until the next
 * load): each is marked, and taken off the badge's count, once.
 */
export const seenLikes = new Set<number>();

/**
 * useSeenOnOpen clears the like_new flag of memberId's like when the member opens
 * that profile (SPEC §4), once the likes say there is one.
 */
export function useSeenOnOpen(memberId: number) {
  const qc = useQueryClient();
  const likes = useLikesQuery();
  const isNew = (likes.data?.liked_by.some((l) => l.id === memberId && l.like_new) ?? false) && !seenLikes.has(memberId);
  const { mutate } = useMutation({
    mutationFn: markLikeSeen,
    onSuccess: (_void, id) => {
      qc.setQueryData<Likes>(likeKeys.list, (l) =>
        l && { ...l, new_likes: Math.max(0, l.new_likes - 1), liked_by: l.liked_by.map((b) => (b.id === id ? { ...b, like_new: false } : b)) },
      );
    },
  });
  useEffect(() => {
    if (isNew) mutate(memberId);
  }, [isNew, memberId, mutate]);
}
