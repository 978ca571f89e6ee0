import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { User } from '../api/user';
import { ApiErrorAlert } from './ApiErrorAlert';
import { PageSpinner } from './PageSpinner';
import { useUserQuery } from '../queries/user';
import { useAccountDeletion } from '../queries/account';

/**
 * MemberOnly renders a screen for the logged-in member. Visitors go to the login page,
 * and a member who has just deleted the account goes to /account-deleted.
 */
export function MemberOnly({ children }: { children: (user: User) => ReactNode }) {
  const { t } = useTranslation();
  const query = useUserQuery();
  const deleting = useAccountDeletion();
  if (query.data) return children(query.data);
  if (query.data === null) return <Navigate to={deleting ? '/account-deleted' : '/login'} replace />;
  if (query.isError) {
    return (
      <section className="container py-5" style={{ maxWidth: '36rem' }}>
        <ApiErrorAlert error={query.error}>
          <button type="button" className="btn btn-link btn-sm p-0 ms-2 align-baseline" onClick={() => void query.refetch()}>
            {t('errors.retry')}
          </button>
        </ApiErrorAlert>
      </section>
    );
  }
  return <PageSpinner />;
}
