import { useTranslation } from 'react-i18next';
import { billingNamespaces } from '../i18n';
import type { PaymentStatus } from '../../../api/billing';

const looks: Record<PaymentStatus, string> = {
  paid: 'text-bg-success',
  open: 'text-bg-light border',
  pending: 'text-bg-info',
  failed: 'text-bg-danger',
  canceled: 'text-bg-secondary',
  expired: 'text-bg-secondary',
};

/** StatusBadge shows a payment's state in words and colour. */
export function StatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation(billingNamespaces);
  return <span className={`badge rounded-pill ${looks[status]}`}>{t(`status.${status}`)}</span>;
}
