// A lander's {slug} picks its audience (README, "Lander slugs"):
//
//   slug     = [gender "-"] [ages "-"] ["in-"] place  |  [gender] ["-" ages]
//   gender   = women | woman | female | ladies | girls | men | man | male | guys | singles | all
//   ages     = NN "-" NN  (18 <= from <= to <= 99)  |  NN "-plus"
//   place    = a region (code or name) or a city of the visitor's country, in words joined by "-"
//
// e.g. women-30-45, men, 50-plus, women-in-utrecht, men-25-35-noord-holland. Anything
// else (an unknown word before the place, ages out of range, odd characters) is no
// audience at all: the lander shows everyone. The server resolves the place and
// ignores one it does not know.

export interface Audience {
  gender?: 'male' | 'female';
  minAge?: number;
  maxAge?: number;
  place?: string;
}

const genders: Record<string, Audience['gender'] | null> = {
  women: 'female', woman: 'female', female: 'female', ladies: 'female', girls: 'female',
  men: 'male', man: 'male', male: 'male', guys: 'male',
  singles: null, all: null,
};

const age = (s: string | undefined) => (s && /^\d{2}$/.test(s) ? Number(s) : NaN);

/** parseSlug reads a lander's slug into its audience; an empty audience is everyone. */
export function parseSlug(slug: string | undefined): Audience {
  if (!slug) return {};
  const s = slug.toLowerCase();
  if (s.length > 60 || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(s)) return {};
  const words = s.split('-');
  const out: Audience = {};
  let i = 0;
  const first = words[0] ?? '';
  if (first in genders) {
    const g = genders[first];
    if (g) out.gender = g;
    i++;
  }
  const from = age(words[i]);
  if (!Number.isNaN(from)) {
    const to = words[i + 1] === 'plus' ? 99 : age(words[i + 1]);
    if (Number.isNaN(to) || from < 18 || to > 99 || from > to) return {};
    out.minAge = from;
    out.maxAge = to;
    i += 2;
  }
  if (words[i] === 'in') i++;
  const place = words.slice(i);
  if (place.length > 0) {
    // A place is words, not numbers; a place after nothing else must not look like a typo of one.
    if (place.some((w) => /^\d+$/.test(w))) return {};
    out.place = place.join('-');
  }
  return out;
}

/** audienceQuery is the audience as GET /api/landers/members asks for it. */
export function audienceQuery(a: Audience): Record<string, string | number> {
  const q: Record<string, string | number> = {};
  if (a.gender) q.gender = a.gender;
  if (a.minAge) q.min_age = a.minAge;
  if (a.maxAge) q.max_age = a.maxAge;
  if (a.place) q.place = a.place;
  return q;
}
