import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiErrorAlert } from '../../components/ApiErrorAlert';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useRequestPasswordResetMutation } from '../../queries/account';
import { useFieldErrors } from '../../components/useFieldErrors';

/** ResetPasswordPage asks for the account's e-mail address and sends a link to choose a new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('reset.title'));
  const mutation = useRequestPasswordResetMutation();
  const [email, setEmail] = useState('');
  const fields = useFieldErrors(mutation.error, ['email']);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    mutation.mutate(email.trim());
  };
  return (
    <section className="container py-5" style={{ maxWidth: '28rem' }}>
      <h1 className="h2 fw-bold">{t('reset.title')}</h1>
      {mutation.isSuccess ? (
        <div className="alert alert-success" role="status">
          <h2 className="h5">{t('reset.sentTitle')}</h2>
          <p className="mb-0">{t('reset.sent')}</p>
        </div>
      ) : (
        <>
          <p className="text-body-secondary">{t('reset.intro')}</p>
          <form className="card border-0 shadow-sm p-4" onSubmit={submit} noValidate>
            <ApiErrorAlert error={fields.alert} />
            <div className="mb-3">
              <label htmlFor="reset-email" className="form-label fw-semibold">
                {t('reset.email')}
              </label>
              <input type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} {...fields.control('email', 'reset-email')} />
              {fields.feedback('email', 'reset-email')}
            </div>
            <button type="submit" className="btn btn-primary fw-semibold" disabled={mutation.isPending}>
              {mutation.isPending ? t('reset.submitting') : t('reset.submit')}
            </button>
          </form>
        </>
      )}
      <p className="mt-3 text-center">
        <Link to="/login">{t('reset.backToLogin')}</Link>
      </p>
    </section>
  );
}
