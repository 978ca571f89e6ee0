import { api, unwrap } from './client';
import type { components, operations } from './schema';

/** SwipeState is where the member stands today: likes left, and when they come back. */
export type SwipeState = components['schemas']['SwipeState'];

/** SwipeDeck is the next cards of the swipe game with the member's state. */
export type SwipeDeck = operations['getSwipeDeck']['responses']['200']['content']['application/json'];

/** SwipeResult is the state after a swipe, and whether a like made a match. */
export type SwipeResult = operations['swipeMember']['responses']['200']['content']['application/json'];

export type SwipeAction = operations['swipeMember']['requestBody']['content']['application/json']['action'];

/** getSwipeDeck loads the next cards; hideFictional leaves fictional profiles out where the site allows it. */
export const getSwipeDeck = (hideFictional: boolean, signal?: AbortSignal) =>
  unwrap(api.GET('/api/swipe', { params: { query: hideFictional ? { hide_fictional: '1' } : {} }, signal }), '/api/swipe');

export const swipeMember = (id: number, action: SwipeAction) =>
  unwrap(api.POST('/api/swipe/{memberId}', { params: { path: { memberId: id } }, body: { action } }), '/api/swipe/{memberId}');

/** undoSwipePass takes back the member's last pass, so that the member passed is dealt again. */
export const undoSwipePass = (id: number) =>
  unwrap(api.DELETE('/api/swipe/{memberId}', { params: { path: { memberId: id } } }), '/api/swipe/{memberId}').then(() => undefined);
