// The nine landers of SPEC §2, each under /landers/{kind}/{slug?}.
export const landerKinds = [
  'tinderswipe',
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;

export type LanderKind = (typeof landerKinds)[number];

