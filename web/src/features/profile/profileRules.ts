// The rules of the profile editor and the photo upload, the same the server applies
// (profile.go, member.go, internal/media), so that most mistakes show before a call.
import { ApiError } from '../../api/client';
import type { OwnProfile, ProfileFields } from '../../api/profile';
import type { CountryRegions, Interest, Settings } from '../../api/site';
import { clientError } from '../../components/useFieldErrors';

export const genders = ['male', 'female'] as const;
export const lookingFor = ['male', 'female', 'both'] as const;

/** optionalChoices are the fields a member may leave unspecified, with their values in display order. */
export const optionalChoices = {
  sexuality: ['hetero', 'gay', 'lesbian', 'bi'],
  body_type: ['slim', 'athletic', 'average', 'curvy', 'muscular', 'few_extra_kilos'],
  hair_color: ['black', 'brown', 'blond', 'red', 'grey', 'bald', 'other'],
  eye_color: ['blue', 'green', 'brown', 'grey', 'hazel'],
  relationship_status: ['single', 'divorced', 'widowed', 'separated', 'relationship', 'married'],
} as const;
export type OptionalField = keyof typeof optionalChoices;
export const optionalFields = Object.keys(optionalChoices) as OptionalField[];

export const maxInterests = 15;
export const aboutMeMaxLength = 2000;

/** formFields are the fields the server may name in an error about the profile. */
export const formFields = ['gender', 'looking_for', 'country', 'region', 'city', ...optionalFields, 'interests', 'about_me', 'invisible'];

const pick = (value: string, allowed: readonly string[]) => (allowed.includes(value) ? value : '');

/** formOf is the editor's starting state: the saved profile, with values no longer offered left empty. */
export function formOf(p: OwnProfile['profile']): ProfileFields {
  const form: ProfileFields = {
    ...p,
    gender: pick(p.gender, genders),
    looking_for: pick(p.looking_for, lookingFor),
    interests: [...(p.interests ?? [])].slice(0, maxInterests),
    about_me: p.about_me ?? '',
    invisible: !!p.invisible,
  };
  for (const f of optionalFields) form[f] = pick(p[f] ?? '', optionalChoices[f]);
  return form;
}

/** textLength counts characters as the server does (code points, not UTF-16 units). */
export const textLength = (s: string) => [...s].length;

/** checkProfile finds the first mistake the server would refuse, or null. Regions are checked once loaded. */
export function checkProfile(f: ProfileFields, settings: Settings, regions?: Record<string, CountryRegions>): ApiError | null {
  if (!f.gender) return clientError('gender', 'genderRequired');
  if (!f.looking_for) return clientError('looking_for', 'lookingForRequired');
  if (!settings.countries.includes(f.country) || (regions && !regions[f.country])) return clientError('country', 'countryInvalid');
  if (regions && !regions[f.country]?.regions.some((r) => r.id === f.region)) return clientError('region', 'regionInvalid');
  if (!f.city.trim()) return clientError('city', 'cityRequired');
  if (textLength(f.about_me.trim()) > aboutMeMaxLength) {
    return new ApiError(400, 'invalid', 'aboutMeTooLong', { field: 'about_me', key: 'aboutMeTooLong', params: { max: aboutMeMaxLength } });
  }
  return null;
}

/** profileInput is what the editor sends: trimmed texts, and only interests the site still offers. */
export function profileInput(f: ProfileFields, interests?: Interest[]): ProfileFields {
  const known = interests && new Set(interests.map((i) => i.id));
  return {
    ...f,
    city: f.city.trim(),
    about_me: f.about_me.trim(),
    interests: known ? f.interests.filter((id) => known.has(id)) : f.interests,
  };
}

export const photoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const photoMaxBytes = 15 << 20;

/** checkPhoto refuses a file the server would refuse by its type or size, with the server's error key. */
export function checkPhoto(file: File): ApiError | null {
  if (!(photoTypes as readonly string[]).includes(file.type)) return new ApiError(400, 'invalid', 'photoFormat', { key: 'photoFormat' });
  if (file.size > photoMaxBytes) return new ApiError(413, 'too_large', 'photoTooLarge', { key: 'photoTooLarge' });
  return null;
}
