import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leftOf, refundPayment } from '../api/refunds';
import { ReasonDialog } from '../components/ReasonDialog';
import { useFormat } from '../components/format';
import { memberKeys } from '../queries/members';
import type { Row } from './RowsTable';

/**
 * PaymentRefund is the payments list's Refund button (issue 23, money): any amount up to
 * what is left of a paid payment, with a reason; the member's page reloads after it.
 */
export function PaymentRefund({ memberId, row, allowed }: { memberId: number; row: Row; allowed: boolean }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const left = leftOf(row);
  const currency = String(row.currency ?? 'EUR');
  const cents = Math.round(Number(amount.replace(',', '.')) * 100);
  const amountOk = amount.trim() !== '' && Number.isFinite(cents) && cents >= 1 && cents <= left;
  const refund = useMutation({
    mutationFn: (reason: string) => refundPayment(memberId, Number(row.id), cents, reason),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: memberKeys.all });
      setOpen(false);
    },
  });
  if (row.status !== 'paid' || left <= 0) return null;
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-outline-danger py-0"
        disabled={!allowed}
        title={allowed ? undefined : t('member.notAllowed')}
        onClick={() => {
          setAmount((left / 100).toFixed(2));
          refund.reset();
          setOpen(true);
        }}
      >
        {t('refund.button')}
      </button>
      {open ? (
        <ReasonDialog
          title={t('refund.title', { id: String(row.id) })}
          confirm={t('refund.confirm')}
          danger
          pending={refund.isPending}
          error={refund.error}
          canSubmit={amountOk}
          onClose={() => setOpen(false)}
          onConfirm={(reason) => refund.mutate(reason)}
        >
          <p className="small text-body-secondary">{t('refund.explain', { left: f.money(left, currency) })}</p>
          <label htmlFor={`refund-amount-${String(row.id)}`} className="form-label">
            {t('refund.amount', { currency })}
            <span className="text-danger"> *</span>
          </label>
          <input
            id={`refund-amount-${String(row.id)}`}
            className="form-control mb-3"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={!amountOk}
            required
          />
        </ReasonDialog>
      ) : null}
    </>
  );
}
