import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { ErrorAlert } from '../components/ErrorAlert';

const keys = new Set(['staffExists', 'staffSelf', 'staffDisabled', 'staffNotFound', 'staffRoleInvalid']);

/** StaffError names a refusal of the staff calls (the server's key) in the staff member's language. */
export function StaffError({ error }: { error: unknown }) {
  const { t } = useTranslation('admin');
  if (error instanceof ApiError && error.key && keys.has(error.key)) {
    return (
      <div className="alert alert-danger py-2 small" role="alert">
        {t(`staff.errors.${error.key}`)}
      </div>
    );
  }
  return <ErrorAlert error={error} />;
}
