import { useTranslation } from 'react-i18next';

export interface Change {
  key: string;
  before: unknown;
  after: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const show = (v: unknown) => (v === undefined ? '∅' : typeof v === 'string' ? v : JSON.stringify(v));

/** changes lists what differs between an audit entry's before and after, one line per field. */
export function changes(before: unknown, after: unknown): Change[] {
  if (!isObject(before) || !isObject(after)) {
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ key: '', before, after }];
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return keys.filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k])).map((k) => ({ key: k, before: before[k], after: after[k] }));
}

/** Diff shows an audit entry's change compactly: "field: old → new". */
export function Diff({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('admin');
  const list = changes(before ?? undefined, after ?? undefined);
  if (list.length === 0) return <span className="text-secondary">{t('audit.noChange')}</span>;
  return (
    <ul className="admin-diff list-unstyled mb-0">
      {list.map((c) => (
        <li key={c.key || '-'}>
          {c.key ? <span className="admin-diff-key">{c.key}</span> : null}
          <del>{show(c.before)}</del>
          <span aria-hidden="true"> → </span>
          <ins>{show(c.after)}</ins>
        </li>
      ))}
    </ul>
  );
}
