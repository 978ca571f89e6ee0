import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { useChangeEmailMutation } from '../../../queries/account';
import { useFieldErrors } from '../../../components/useFieldErrors';

/** ChangeEmailCard asks for a new address and the password; the change happens when the member clicks the link sent there. */
export function ChangeEmailCard({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation('account');
  const mutation = useChangeEmailMutation();
  const [form, setForm] = useState({ email: '', password: '' });
  const fields = useFieldErrors(mutation.error, ['email', 'password']);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    mutation.mutate({ email: form.email.trim(), password: form.password }, { onSuccess: () => setForm({ email: '', password: '' }) });
  };
  return (
    <form className="card border-0 shadow-sm p-4" onSubmit={submit} noValidate aria-labelledby="ce-title">
      <h2 className="h5 fw-bold" id="ce-title">{t('profile.email.title')}</h2>
      <p className="small text-body-secondary">{t('profile.email.current', { email: currentEmail })}</p>
      {mutation.isSuccess && (
        <div className="alert alert-success py-2" role="status">
          {t('profile.email.sent', { email: mutation.variables.email })}
        </div>
      )}
      <ApiErrorAlert error={fields.alert} />
      <div className="mb-3">
        <label htmlFor="ce-email" className="form-label fw-semibold">{t('profile.email.new')}</label>
        <input type="email" autoComplete="email" required value={form.email} onChange={set('email')} {...fields.control('email', 'ce-email')} />
        {fields.feedback('email', 'ce-email')}
      </div>
      <div className="mb-3">
        <label htmlFor="ce-password" className="form-label fw-semibold">{t('profile.email.password')}</label>
        <input type="password" autoComplete="current-password" required value={form.password} onChange={set('password')} {...fields.control('password', 'ce-password')} />
        {fields.feedback('password', 'ce-password')}
      </div>
      <button type="submit" className="btn btn-primary fw-semibold align-self-start" disabled={mutation.isPending}>
        {mutation.isPending ? t('profile.email.submitting') : t('profile.email.submit')}
      </button>
    </form>
  );
}
