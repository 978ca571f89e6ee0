import type { PhotoRejectReason } from '../api/types';

/**
 * rejectReasons are the fixed reasons a photo is refused for (PhotoRejectReasons in
 * the root package); the member sees the one chosen in their language, with the
 * moderator's note beside it ("other" needs a note).
 */
export const rejectReasons: readonly PhotoRejectReason[] = ['not_a_person', 'nudity', 'other_person', 'low_quality', 'other'];
