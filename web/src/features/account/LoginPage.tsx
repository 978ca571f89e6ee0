import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { ApiErrorAlert } from '../../components/ApiErrorAlert';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useUser } from '../../queries/siteState';
import { useLoginMutation } from '../../queries/account';
import { afterLoginPath } from './afterLogin';

/** LoginPage: e-mail and password; the server's attempt limits answer in the alert. */
export function LoginPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('login.title'));
  const user = useUser();
  const navigate = useNavigate();
  const mutation = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  if (user && !mutation.isSuccess) return <Navigate to={afterLoginPath()} replace />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    mutation.mutate({ email, password }, { onSuccess: () => navigate(afterLoginPath()) });
  };
  return (
    <section className="container py-5" style={{ maxWidth: '28rem' }}>
      <h1 className="h2 fw-bold">{t('login.title')}</h1>
      <p className="text-body-secondary">{t('login.intro')}</p>
      <form className="card border-0 shadow-sm p-4" onSubmit={submit} noValidate>
        <ApiErrorAlert error={mutation.error} />
        <div className="mb-3">
          <label htmlFor="login-email" className="form-label fw-semibold">
            {t('login.email')}
          </label>
          <input id="login-email" type="email" className="form-control" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <div className="mb-3">
          <label htmlFor="login-password" className="form-label fw-semibold">
            {t('login.password')}
          </label>
          <input id="login-password" type="password" className="form-control" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          <div className="form-text">
            <Link to="/reset-password">{t('login.forgotPassword')}</Link>
          </div>
        </div>
        <button type="submit" className="btn btn-primary fw-semibold" disabled={mutation.isPending}>
          {mutation.isPending ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      <p className="mt-3 text-center">
        {t('login.noAccount')} <Link to="/signup">{t('login.signupLink')}</Link>
      </p>
    </section>
  );
}
