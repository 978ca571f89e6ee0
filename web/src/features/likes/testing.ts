// Test helpers for the likes screens: likes and new-like profiles as the server answers them.
import type { AutoLike, LikeProfile, Likes } from '../../api/likes';
import { testCard, testImage } from '../members/testing';

export function testLikeProfile(overrides: Partial<LikeProfile> = {}): LikeProfile {
  return { ...testCard(), liked: false, liked_at: null, ...overrides };
}

/** testLikes builds a likes answer: profiles as given, liked_by for the ids in likedBy (true: new). */
export function testLikes(profiles: LikeProfile[], likedBy: Record<number, boolean> = {}): Likes {
  const liked_by = Object.entries(likedBy).map(([id, isNew], i) => ({ id: Number(id), like_new: isNew, liked_at: `2026-11-22T1${i}:00:00Z` }));
  return { profiles, liked_by, new_likes: liked_by.filter((l) => l.like_new).length };
}

export function testAutoLike(overrides: Partial<AutoLike> = {}): AutoLike {
  return {
    id: 12,
    name: 'Lotte',
    age: 29,
    city: 'Utrecht',
    mutual: false,
    liked_at: '2026-11-22T10:00:00Z',
    main_image: { ...testImage(), match: '/media/m12.card.jpg' },
    ...overrides,
  };
}
