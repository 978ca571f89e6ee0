import { Link } from 'react-router';
import { hasRoute } from '../../../app/routeInfo';

/**
 * BuyLink is the buy button of the chat's credit and premium alerts: a link to the
 * credits screen once billing exists, until then nothing (the alert says it all).
 */
export function BuyLink({ label }: { label: string }) {
  if (!hasRoute('credits')) return null;
  return (
    <Link to="/credits" className="btn btn-primary btn-sm fw-semibold text-nowrap">
      {label}
    </Link>
  );
}
