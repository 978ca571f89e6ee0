import { Link } from 'react-router';

/** BuyLink is the buy button of the chat's credit and premium alerts: a link to the credits screen. */
export function BuyLink({ label }: { label: string }) {
  return (
    <Link to="/credits" className="btn btn-primary btn-sm fw-semibold text-nowrap">
      {label}
    </Link>
  );
}
