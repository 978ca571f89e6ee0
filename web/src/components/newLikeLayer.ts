// SPEC §2: the new-like (match) modal lies above everything else.
export const newLikeModalZIndex = 2000;
