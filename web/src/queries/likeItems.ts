import type { LikeProfile, Likes } from '../api/likes';

/** LikeKind is one of SPEC §4's likes states; the likes screens use them in their paths. */
export type LikeKind = 'received' | 'sent' | 'mutual';
export const likeKinds: LikeKind[] = ['received', 'sent', 'mutual'];

export function isLikeKind(s: string | undefined): s is LikeKind {
  return likeKinds.includes(s as LikeKind);
}

/** LikeItem is one member in the likes with what the two did. */
export interface LikeItem {
  profile: LikeProfile;
  liked: boolean; // the member liked them
  likedMe: boolean; // they liked the member
  likeNew: boolean; // their like is unseen
  likedAt: string | null;
  likedMeAt: string | null;
}

/** likeItems joins profiles and liked_by, most recent first as the server sends them. */
export function likeItems(likes: Likes | undefined): LikeItem[] {
  if (!likes) return [];
  const by = new Map(likes.liked_by.map((l) => [l.id, l]));
  return likes.profiles.map((profile) => {
    const b = by.get(profile.id);
    return { profile, liked: profile.liked, likedMe: !!b, likeNew: !!b?.like_new, likedAt: profile.liked_at, likedMeAt: b?.liked_at ?? null };
  });
}

/** ofKind keeps the items of one kind: sent, received or mutual (both ways). */
export function ofKind(items: LikeItem[], kind: LikeKind): LikeItem[] {
  return items.filter((i) => (kind === 'sent' ? i.liked : kind === 'received' ? i.likedMe : i.liked && i.likedMe));
}

/** withLike returns likes as if the member liked (or unliked) profile, for an answer before the server's. */
export function withLike(likes: Likes, profile: Omit<LikeProfile, 'liked' | 'liked_at'>, liked: boolean, now = new Date()): Likes {
  const at = liked ? now.toISOString() : null;
  const known = likes.profiles.some((p) => p.id === profile.id);
  const likedMe = likes.liked_by.some((l) => l.id === profile.id);
  let profiles = likes.profiles.map((p) => (p.id === profile.id ? { ...p, liked, liked_at: at } : p));
  if (!known && liked) profiles = [{ ...profile, liked, liked_at: at }, ...profiles];
  if (!liked && !likedMe) profiles = profiles.filter((p) => p.id !== profile.id);
  return { ...likes, profiles };
}
