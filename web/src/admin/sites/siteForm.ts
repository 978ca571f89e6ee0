// The site form's fields, grouped by topic, and the conversions between a site's JSON
// values and the text the form edits. A field is named as the server names it in its
// errors: "settings.<setting>" or "company.<field>".
import type { AdminSite, SitePatch } from '../api/sites';

export type FieldKind = 'text' | 'number' | 'bool' | 'select' | 'list' | 'json' | 'textarea';

export interface FieldDef {
  key: string;
  kind: FieldKind;
  /** options of a select: fixed values, or the name of a list of the site's options. */
  options?: readonly string[] | 'languages';
}

const s = (name: string, kind: FieldKind = 'text', options?: FieldDef['options']): FieldDef => ({ key: `settings.${name}`, kind, options });
const c = (name: string, kind: FieldKind = 'text'): FieldDef => ({ key: `company.${name}`, kind });

export const siteGroups: { id: string; fields: FieldDef[] }[] = [
  {
    id: 'identity',
    fields: [s('name'), s('domain'), s('domain_language', 'select', 'languages'), s('countries', 'list'), s('support_email'), s('support_phone'), s('cdn_prefix'), s('fictional_icon')],
  },
  {
    id: 'money',
    fields: [s('message_credits', 'number'), s('signup_credits', 'number'), s('photo_credits', 'number'), s('gift_credits', 'number'), s('refund_days', 'number'), s('member_resell', 'bool'), s('minimum_message_costs', 'json')],
  },
  {
    id: 'profiles',
    fields: [
      s('visible_profile_fields', 'list'),
      s('visible_profile_notes', 'bool'),
      s('interests', 'list'),
      s('photo_moderation', 'bool'),
      s('min_age', 'number'),
      s('swipe_likes_per_day', 'number'),
      s('fictional_warning', 'bool'),
      s('desk_alert_minutes', 'number'),
      s('fictional_filter', 'bool'),
      s('fictional_first_messages', 'bool'),
    ],
  },
  {
    id: 'search',
    fields: [
      s('search_fields', 'list'),
      s('signups', 'select', ['all', 'with_trafficsource']),
      s('logged_out_search', 'select', ['all', 'none']),
      s('logged_out_search_trafficsource', 'select', ['all', 'none']),
    ],
  },
  {
    id: 'texts',
    fields: [s('index_title'), s('description', 'textarea'), s('message_length', 'number'), s('enable_site_entry_popup', 'select', ['yes', 'no']), s('us_footer', 'bool'), s('fictional_singular', 'json'), s('fictional_plural', 'json')],
  },
  {
    id: 'company',
    fields: [c('name'), c('address'), c('zip'), c('city'), c('country'), c('kvk'), c('tradenames', 'list'), c('vat_numbers', 'list'), c('support_phone'), c('delete_discount', 'number'), c('added')],
  },
];

export const allFields = siteGroups.flatMap((g) => g.fields);

/** fieldName is the setting's own name, the form's label. */
export const fieldName = (key: string) => key.slice(key.indexOf('.') + 1);

function valueAt(site: AdminSite, key: string): unknown {
  const [part, name] = key.split('.') as ['settings' | 'company', string];
  return (site[part] as unknown as Record<string, unknown>)[name];
}

/** toText is how the form shows a value. */
export function toText(kind: FieldKind, v: unknown): string {
  switch (kind) {
    case 'list':
      return Array.isArray(v) ? v.join(', ') : '';
    case 'json':
      return JSON.stringify(v ?? {}, null, 2);
    case 'bool':
      return v ? 'true' : 'false';
    default:
      return v === null || v === undefined ? '' : String(v);
  }
}

/** fromText is the value to send for the form's text, or an Error for malformed JSON. */
export function fromText(kind: FieldKind, text: string): unknown {
  switch (kind) {
    case 'number':
      return text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
    case 'bool':
      return text === 'true';
    case 'list':
      return text
        .split(',')
        .map((x) => x.trim())
        .filter((x) => x !== '');
    case 'json':
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return new Error('json');
      }
    default:
      return text;
  }
}

export const formValues = (site: AdminSite): Record<string, string> => Object.fromEntries(allFields.map((f) => [f.key, toText(f.kind, valueAt(site, f.key))]));

/**
 * patchOf is the change from initial to values: the fields whose text changed, and the
 * fields whose JSON does not parse (which the form shows without asking the server).
 */
export function patchOf(initial: Record<string, string>, values: Record<string, string>): { patch: SitePatch; changed: string[]; malformed: string[] } {
  const patch: SitePatch = {};
  const changed: string[] = [];
  const malformed: string[] = [];
  for (const f of allFields) {
    if (values[f.key] === initial[f.key]) continue;
    const v = fromText(f.kind, values[f.key] ?? '');
    if (v instanceof Error) {
      malformed.push(f.key);
      continue;
    }
    const [part, name] = f.key.split('.') as ['settings' | 'company', string];
    patch[part] = { ...patch[part], [name]: v };
    changed.push(f.key);
  }
  return { patch, changed, malformed };
}
