import type { PaymentMethod } from '../../../api/billing';
import { methodLooks } from '../methods';

/** MethodMark is a payment method's small badge: its brand's colour and mark, or an icon for the generic methods. */
export function MethodMark({ method }: { method: PaymentMethod }) {
  const look = methodLooks[method];
  if (method === 'mastercard') {
    return (
      <span className="method-mark" style={{ background: look.background }} aria-hidden="true">
        <svg width="26" height="16" viewBox="0 0 26 16">
          <circle cx="9" cy="8" r="7" fill="#eb001b" />
          <circle cx="17" cy="8" r="7" fill="#f79e1b" fillOpacity="0.9" />
        </svg>
      </span>
    );
  }
  return (
    <span className="method-mark" style={{ background: look.background, color: look.color }} aria-hidden="true">
      {look.icon === 'card' && (
        <svg width="20" height="14" viewBox="0 0 20 14" fill="none" stroke="currentColor" strokeWidth="1.6">
          <rect x="1" y="1" width="18" height="12" rx="2" />
          <path d="M1 5h18M4 10h5" />
        </svg>
      )}
      {look.icon === 'bank' && (
        <svg width="18" height="16" viewBox="0 0 18 16" fill="currentColor">
          <path d="M9 0 0 4.5V6h18V4.5zM2 7h2v6H2zm4 0h2v6H6zm4 0h2v6h-2zm4 0h2v6h-2zM0 14h18v2H0z" />
        </svg>
      )}
      {look.mark}
    </span>
  );
}
