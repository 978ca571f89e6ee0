import { useAdminErrorText } from './errorText';

/** ErrorAlert shows a failed call's message in the staff member's language. */
export function ErrorAlert({ error }: { error: unknown }) {
  const text = useAdminErrorText();
  if (!error) return null;
  return (
    <div className="alert alert-danger py-2 small" role="alert">
      {text(error)}
    </div>
  );
}
