import { api } from '../../api/client';
import { adminCall } from './http';
import type { Row } from '../member/RowsTable';

const refundPath = '/api/admin/members/{memberId}/payments/{paymentId}/refund';

/** refundPayment refunds an amount (cents) of a member's payment, with the reason for the audit log. */
export const refundPayment = (memberId: number, paymentId: number, amount: number, reason: string) =>
  adminCall(api.POST(refundPath, { params: { path: { memberId, paymentId } }, body: { amount, reason } }), refundPath);

/** leftOf is what is left to refund of a payment row: the amount less refunds and charge-backs. */
export const leftOf = (row: Row) => Number(row.amount ?? 0) - Number(row.refunded ?? 0) - Number(row.charged_back ?? 0);

