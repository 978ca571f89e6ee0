import { useTranslation } from 'react-i18next';
import { changes, show } from './changes';

/** Diff shows an audit entry's change compactly: "field: old → new". */
export function Diff({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('admin');
  const list = changes(before ?? undefined, after ?? undefined);
  if (list.length === 0) return <span className="text-body-secondary">{t('audit.noChange')}</span>;
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
