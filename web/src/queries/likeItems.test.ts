import { describe, expect, it } from 'vitest';
import { testLikeProfile, testLikes } from '../features/likes/testing';
import { isLikeKind, likeItems, ofKind, withLike } from './likeItems';

const anna = testLikeProfile({ id: 1, name: 'Anna', liked: true, liked_at: '2026-11-22T09:00:00Z' });
const bart = testLikeProfile({ id: 2, name: 'Bart', liked: true, liked_at: '2026-11-22T08:00:00Z' });
const clara = testLikeProfile({ id: 3, name: 'Clara' });
const likes = testLikes([anna, bart, clara], { 1: false, 3: true });
const names = (items: ReturnType<typeof likeItems>) => items.map((i) => i.profile.name);

describe('likes', () => {
  it('sorts members into sent, received and mutual', () => {
    const items = likeItems(likes);
    expect(names(ofKind(items, 'sent'))).toEqual(['Anna', 'Bart']);
    expect(names(ofKind(items, 'received'))).toEqual(['Anna', 'Clara']);
    expect(names(ofKind(items, 'mutual'))).toEqual(['Anna']);
    expect(items.find((i) => i.profile.id === 3)?.likeNew).toBe(true);
    expect(items.find((i) => i.profile.id === 1)?.likeNew).toBe(false);
  });

  it('knows the kinds of the paths', () => {
    expect(['sent', 'received', 'mutual', 'all', undefined].map(isLikeKind)).toEqual([true, true, true, false, false]);
  });

  it('applies a like before the server answers', () => {
    const dora = testLikeProfile({ id: 4, name: 'Dora' });
    const after = withLike(likes, dora, true, new Date('2026-11-22T12:00:00Z'));
    expect(after.profiles[0]).toMatchObject({ id: 4, liked: true, liked_at: '2026-11-22T12:00:00.000Z' });
    const back = withLike(after, clara, true);
    expect(names(ofKind(likeItems(back), 'mutual'))).toEqual(['Anna', 'Clara']);
  });

  it('applies an unlike: the member stays while they like back, else leaves', () => {
    const noAnna = withLike(likes, anna, false);
    expect(noAnna.profiles.find((p) => p.id === 1)).toMatchObject({ liked: false, liked_at: null });
    const noBart = withLike(likes, bart, false);
    expect(noBart.profiles.map((p) => p.id)).toEqual([1, 3]);
  });
});
