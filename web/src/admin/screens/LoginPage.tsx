import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../components/AuthCard';
import { ErrorAlert } from '../components/ErrorAlert';
import { homePath } from '../permissions';
import { useLoginMutation, useMeQuery } from '../queries/staff';

/** LoginPage: e-mail, password and the authenticator's code (or a recovery code). */
export function LoginPage() {
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const me = useMeQuery();
  const login = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const from = (location.state as { from?: string } | null)?.from;
  if (me.data && !login.isSuccess) return <Navigate to={homePath(me.data)} replace />;
  return (
    <AuthCard title={t('login.title')}>
      {params.get('ended') && !login.error ? (
        <div className="alert alert-info py-2 small" role="status">
          {t('login.sessionEnded')}
        </div>
      ) : null}
      <ErrorAlert error={login.error} />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          login.mutate({ email: email.trim(), password, totp: totp.replace(/\s/g, '') }, { onSuccess: (staff) => void navigate(from ?? homePath(staff), { replace: true }) });
        }}
      >
        <div className="mb-3">
          <label htmlFor="login-email" className="form-label">
            {t('login.email')}
          </label>
          <input id="login-email" type="email" className="form-control" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <div className="mb-3">
          <label htmlFor="login-password" className="form-label">
            {t('login.password')}
          </label>
          <input
            id="login-password"
            type="password"
            className="form-control"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <div className="mb-3">
          <label htmlFor="login-totp" className="form-label">
            {t('login.code')}
          </label>
          <input
            id="login-totp"
            className="form-control font-monospace"
            autoComplete="one-time-code"
            inputMode="text"
            required
            maxLength={24}
            value={totp}
            onChange={(e) => setTotp(e.target.value)}
            aria-describedby="login-totp-help"
          />
          <div id="login-totp-help" className="form-text">
            {t('login.codeHelp')}
          </div>
        </div>
        <button type="submit" className="btn btn-primary w-100" disabled={login.isPending}>
          {login.isPending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          {t('login.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
