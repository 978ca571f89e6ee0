import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useUser } from '../../queries/siteState';
import { afterLoginPath } from './afterLogin';
import { SignupForm } from './components/SignupForm';
import { SignupIntentNote } from './components/SignupIntentNote';

/** SignupPage is sign-up as a page: on smartphones, and for direct links. */
export function SignupPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('signup.title'));
  const user = useUser();
  const navigate = useNavigate();
  // Once the form is sent, the new member goes on to complete-signup, not to the members.
  const [sent, setSent] = useState(false);
  if (user && !sent) return <Navigate to={afterLoginPath()} replace />;
  return (
    <section className="container py-5" style={{ maxWidth: '32rem' }}>
      <h1 className="h2 fw-bold">{t('signup.title')}</h1>
      <p className="text-body-secondary">{t('signup.intro')}</p>
      <div className="card border-0 shadow-sm p-4">
        <SignupIntentNote />
        <SignupForm onPendingChange={(pending) => pending && setSent(true)} onDone={() => navigate('/complete-signup')} />
      </div>
      <p className="mt-3 text-center">
        {t('signup.haveAccount')} <Link to="/login">{t('signup.loginLink')}</Link>
      </p>
    </section>
  );
}
