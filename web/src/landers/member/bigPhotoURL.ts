import type { Member } from '../../api/members';

/** bigPhotoURL is the member's main photo at its largest size the visitor may see. */
export const bigPhotoURL = (m: Member) => m.photos.find((p) => p.main)?.full || m.main_image?.card || '';
