import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberDetail } from '../api/types';
import type { Row } from './RowsTable';
import { RowsTable, type Column } from './RowsTable';
import { PaymentRefund } from './PaymentRefund';

// The columns of each list, as GET /api/admin/members/{id} sends its rows.
const tabs: { key: 'ledger' | 'payments' | 'sessions' | 'logins'; columns: Column[] }[] = [
  {
    key: 'ledger',
    columns: [
      { key: 'created_at', label: 'history.at', kind: 'date' },
      { key: 'amount', label: 'history.amount', kind: 'signed' },
      { key: 'reason', label: 'history.kind' },
      { key: 'ref', label: 'history.ref', kind: 'mono' },
    ],
  },
  {
    key: 'payments',
    columns: [
      { key: 'created_at', label: 'history.at', kind: 'date' },
      { key: 'provider_payment_id', label: 'history.paymentId', kind: 'mono' },
      { key: 'method', label: 'history.method' },
      { key: 'amount', label: 'history.amount', kind: 'money' },
      { key: 'credits', label: 'history.credits', kind: 'number' },
      { key: 'status', label: 'history.status' },
      { key: 'paid_at', label: 'history.paidAt', kind: 'date' },
      { key: 'refunded', label: 'refund.refunded', kind: 'money' },
      { key: 'charged_back', label: 'refund.chargedBack', kind: 'money' },
    ],
  },
  {
    key: 'sessions',
    columns: [
      { key: 'created_at', label: 'history.started', kind: 'date' },
      { key: 'expires_at', label: 'history.expires', kind: 'date' },
      { key: 'ip', label: 'history.ip', kind: 'mono' },
      { key: 'user_agent', label: 'history.device', kind: 'device' },
    ],
  },
  {
    key: 'logins',
    columns: [
      { key: 'created_at', label: 'history.at', kind: 'date' },
      { key: 'ip', label: 'history.ip', kind: 'mono' },
      { key: 'user_agent', label: 'history.device', kind: 'device' },
    ],
  },
];

/** MemberHistory: the full credit ledger, payments, sessions and logins, one tab each. */
export function MemberHistory({ detail, mayRefund = false }: { detail: MemberDetail; mayRefund?: boolean }) {
  const { t } = useTranslation('admin');
  const [tab, setTab] = useState<(typeof tabs)[number]['key']>('ledger');
  const current = tabs.find((x) => x.key === tab)!;
  return (
    <section className="card admin-card">
      <div className="card-header">
        <ul className="nav nav-tabs card-header-tabs" role="tablist">
          {tabs.map((x) => (
            <li className="nav-item" key={x.key} role="presentation">
              <button
                type="button"
                role="tab"
                aria-selected={tab === x.key}
                className={`nav-link ${tab === x.key ? 'active' : ''}`}
                onClick={() => setTab(x.key)}
              >
                {t(`history.${x.key}`)} <span className="badge text-bg-light">{detail[x.key].length}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div className="card-body p-0" role="tabpanel">
        <RowsTable
          rows={detail[tab] as unknown as Row[]}
          columns={current.columns}
          empty={t('history.empty')}
          action={tab === 'payments' ? (row) => <PaymentRefund memberId={detail.member.id} row={row} allowed={mayRefund} /> : undefined}
        />
      </div>
    </section>
  );
}
