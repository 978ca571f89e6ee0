import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AuthCard } from '../components/AuthCard';
import { ErrorAlert } from '../components/ErrorAlert';
import { Loading } from '../components/Loading';
import { QrCode } from '../components/QrCode';
import { RecoveryCodes } from '../components/RecoveryCodes';
import { homePath } from '../permissions';
import { staffKeys, useCompleteSetupMutation, useSetupQuery } from '../queries/staff';

export const minPasswordLength = 12;

/**
 * SetupPage is the one-time link a new staff member gets: scan the QR code (or type the
 * secret), choose a password, prove the authenticator works with a code, then keep the
 * ten recovery codes, shown this once.
 */
export function SetupPage() {
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const setup = useSetupQuery(token);
  const complete = useCompleteSetupMutation();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [totp, setTotp] = useState('');
  const [tried, setTried] = useState(false);

  if (!token) {
    return (
      <AuthCard title={t('setup.title')}>
        <div className="alert alert-danger small">{t('errors.staffSetupLinkInvalid')}</div>
      </AuthCard>
    );
  }
  if (complete.data) {
    const me = complete.data.me;
    return (
      <AuthCard title={t('setup.codesTitle')} wide>
        <RecoveryCodes
          codes={complete.data.recovery_codes}
          onSaved={() => {
            qc.setQueryData(staffKeys.me, me);
            void navigate(homePath(me), { replace: true });
          }}
        />
      </AuthCard>
    );
  }
  if (setup.isPending) return <Loading />;
  if (setup.isError) {
    return (
      <AuthCard title={t('setup.title')}>
        <ErrorAlert error={setup.error} />
      </AuthCard>
    );
  }
  const tooShort = password.length < minPasswordLength;
  const differ = password !== again;
  return (
    <AuthCard title={t('setup.title')} wide>
      <p className="text-body-secondary">{t('setup.intro', { email: setup.data.email })}</p>
      <div className="row g-4">
        <div className="col-md-5 text-center">
          <QrCode text={setup.data.totp_uri} label={t('setup.qrLabel')} />
          <div className="small text-body-secondary mt-2">{t('setup.secret')}</div>
          <code className="admin-secret" data-testid="totp-secret">
            {setup.data.totp_secret.match(/.{1,4}/g)?.join(' ')}
          </code>
        </div>
        <form
          className="col-md-7"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setTried(true);
            if (tooShort || differ || totp.trim() === '') return;
            complete.mutate({ token, password, totp: totp.replace(/\s/g, '') });
          }}
        >
          <ErrorAlert error={complete.error} />
          <div className="mb-3">
            <label htmlFor="setup-password" className="form-label">
              {t('setup.password')}
            </label>
            <input
              id="setup-password"
              type="password"
              autoComplete="new-password"
              className={`form-control ${tried && tooShort ? 'is-invalid' : ''}`}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-describedby="setup-password-help"
            />
            <div id="setup-password-help" className={tried && tooShort ? 'invalid-feedback d-block' : 'form-text'}>
              {t('setup.passwordHelp', { min: minPasswordLength })}
            </div>
          </div>
          <div className="mb-3">
            <label htmlFor="setup-again" className="form-label">
              {t('setup.passwordAgain')}
            </label>
            <input
              id="setup-again"
              type="password"
              autoComplete="new-password"
              className={`form-control ${tried && differ ? 'is-invalid' : ''}`}
              value={again}
              onChange={(e) => setAgain(e.target.value)}
            />
            {tried && differ ? <div className="invalid-feedback d-block">{t('setup.passwordsDiffer')}</div> : null}
          </div>
          <div className="mb-3">
            <label htmlFor="setup-code" className="form-label">
              {t('setup.code')}
            </label>
            <input
              id="setup-code"
              className={`form-control font-monospace ${tried && totp.trim() === '' ? 'is-invalid' : ''}`}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={8}
              value={totp}
              onChange={(e) => setTotp(e.target.value)}
            />
          </div>
          <button type="submit" className="btn btn-primary w-100" disabled={complete.isPending}>
            {t('setup.submit')}
          </button>
        </form>
      </div>
    </AuthCard>
  );
}
