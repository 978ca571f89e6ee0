import { useTranslation } from 'react-i18next';
import { deviceOf } from '../components/device';
import { useFormat } from '../components/format';

/** Row is one line of a member's ledger, payments, sessions or logins. */
export type Row = Record<string, unknown>;

export interface Column {
  key: string;
  label: string;
  /** signed shows + for a credit; money is cents with the row's currency */
  kind?: 'date' | 'number' | 'signed' | 'money' | 'mono' | 'device';
}

const numeric = (kind: Column['kind']) => kind === 'number' || kind === 'signed' || kind === 'money';

/** RowsTable is a dense table of a member's rows (ledger, payments, sessions, logins). */
export function RowsTable({ rows, columns, empty, action }: { rows: Row[]; columns: Column[]; empty: string; action?: (row: Row) => React.ReactNode }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  if (rows.length === 0) return <p className="text-body-secondary small mb-0">{empty}</p>;
  const cell = (v: unknown, kind: Column['kind'], row: Row) => {
    if (v === null || v === undefined || v === '') return '—';
    if (kind === 'date') return f.dateTime(String(v));
    if (kind === 'device') return <span title={String(v)}>{deviceOf(String(v))}</span>;
    if (kind === 'number' && typeof v === 'number') return f.number(v);
    if (kind === 'signed' && typeof v === 'number') return (v > 0 ? '+' : '') + f.number(v);
    if (kind === 'money' && typeof v === 'number') return f.money(v, String(row.currency ?? 'EUR'));
    if (typeof v === 'boolean') return v ? t('common.yes') : t('common.no');
    return typeof v === 'object' ? JSON.stringify(v) : String(v);
  };
  return (
    <div className="table-responsive admin-rows">
      <table className="table table-sm admin-table mb-0">
        <thead>
          <tr>
            {columns.map((c) => (
              <th scope="col" key={c.key} className={numeric(c.kind) ? 'text-end' : ''}>
                {t(c.label)}
              </th>
            ))}
            {action ? <th scope="col" className="visually-hidden">{t('member.actions')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={String(r.id ?? i)}>
              {columns.map((c) => (
                <td key={c.key} className={numeric(c.kind) ? 'text-end font-monospace' : c.kind === 'mono' ? 'font-monospace small' : c.kind === 'date' ? 'text-nowrap small' : 'small'}>
                  {cell(r[c.key], c.kind, r)}
                </td>
              ))}
              {action ? <td className="text-end">{action(r)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
