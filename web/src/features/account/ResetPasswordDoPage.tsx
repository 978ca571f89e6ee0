import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { ApiErrorAlert } from '../../components/ApiErrorAlert';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useResetPasswordMutation } from '../../queries/account';
import { clientError, missingToken, useFieldErrors } from '../../components/useFieldErrors';

/**
 * ResetPasswordDoPage is where the reset e-mail's link leads (/reset-password/do?token=...):
 * the member chooses a new password, then logs in with it.
 */
export function ResetPasswordDoPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('resetDo.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const mutation = useResetPasswordMutation();
  const [form, setForm] = useState({ password: '', password_repeat: '' });
  const [mismatch, setMismatch] = useState(false);
  const error = !token ? missingToken : mismatch ? clientError('password_repeat', 'passwordsDiffer') : mutation.error;
  const fields = useFieldErrors(error, ['password', 'password_repeat']);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const differ = form.password !== form.password_repeat;
    setMismatch(differ);
    if (differ) return mutation.reset();
    mutation.mutate({ token, ...form });
  };

  if (mutation.isSuccess) {
    return (
      <section className="container py-5 text-center" style={{ maxWidth: '36rem' }}>
        <div className="display-4 text-success mb-3" aria-hidden="true">✓</div>
        <h1 className="h2 fw-bold">{t('resetDo.doneTitle')}</h1>
        <p className="text-body-secondary">{t('resetDo.doneText')}</p>
        <Link to="/login" className="btn btn-primary btn-lg">
          {t('resetDo.login')}
        </Link>
      </section>
    );
  }
  const invalidLink = error instanceof ApiError && error.key === 'linkInvalid';
  return (
    <section className="container py-5" style={{ maxWidth: '28rem' }}>
      <h1 className="h2 fw-bold">{t('resetDo.title')}</h1>
      {invalidLink ? (
        <ApiErrorAlert error={error}>
          <div className="mt-2">
            <Link to="/reset-password" className="alert-link">{t('resetDo.requestNew')}</Link>
          </div>
        </ApiErrorAlert>
      ) : (
        <p className="text-body-secondary">{t('resetDo.intro')}</p>
      )}
      {!invalidLink && (
        <form className="card border-0 shadow-sm p-4" onSubmit={submit} noValidate>
          <ApiErrorAlert error={fields.alert} />
          <div className="mb-3">
            <label htmlFor="reset-password" className="form-label fw-semibold">{t('resetDo.password')}</label>
            <input type="password" autoComplete="new-password" required value={form.password} onChange={set('password')} {...fields.control('password', 'reset-password')} />
            {fields.feedback('password', 'reset-password') || <div className="form-text">{t('resetDo.passwordHint')}</div>}
          </div>
          <div className="mb-3">
            <label htmlFor="reset-password-repeat" className="form-label fw-semibold">{t('resetDo.passwordRepeat')}</label>
            <input type="password" autoComplete="new-password" required value={form.password_repeat} onChange={set('password_repeat')} {...fields.control('password_repeat', 'reset-password-repeat')} />
            {fields.feedback('password_repeat', 'reset-password-repeat')}
          </div>
          <button type="submit" className="btn btn-primary fw-semibold" disabled={mutation.isPending}>
            {mutation.isPending ? t('resetDo.submitting') : t('resetDo.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
