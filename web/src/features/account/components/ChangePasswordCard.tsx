import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { useChangePasswordMutation } from '../../../queries/account';
import { clientError, useFieldErrors } from '../../../components/useFieldErrors';

const empty = { old_password: '', new_password: '', password_repeat: '' };

/** ChangePasswordCard replaces the password after checking the old one; the repeat is checked here, not sent. */
export function ChangePasswordCard() {
  const { t } = useTranslation('account');
  const mutation = useChangePasswordMutation();
  const [form, setForm] = useState(empty);
  const [mismatch, setMismatch] = useState(false);
  const fields = useFieldErrors(mismatch ? clientError('password_repeat', 'passwordsDiffer') : mutation.error, Object.keys(empty));
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const differ = form.new_password !== form.password_repeat;
    setMismatch(differ);
    if (differ) return mutation.reset();
    mutation.mutate({ oldPassword: form.old_password, newPassword: form.new_password }, { onSuccess: () => setForm(empty) });
  };
  return (
    <form className="card border-0 shadow-sm p-4" onSubmit={submit} noValidate aria-labelledby="cp-title">
      <h2 className="h5 fw-bold" id="cp-title">{t('profile.password.title')}</h2>
      {mutation.isSuccess && (
        <div className="alert alert-success py-2" role="status">
          {t('profile.password.done')}
        </div>
      )}
      <ApiErrorAlert error={fields.alert} />
      <div className="mb-3">
        <label htmlFor="cp-old" className="form-label fw-semibold">{t('profile.password.old')}</label>
        <input type="password" autoComplete="current-password" required value={form.old_password} onChange={set('old_password')} {...fields.control('old_password', 'cp-old')} />
        {fields.feedback('old_password', 'cp-old')}
      </div>
      <div className="mb-3">
        <label htmlFor="cp-new" className="form-label fw-semibold">{t('profile.password.new')}</label>
        <input type="password" autoComplete="new-password" required value={form.new_password} onChange={set('new_password')} {...fields.control('new_password', 'cp-new')} />
        {fields.feedback('new_password', 'cp-new') || <div className="form-text">{t('profile.password.hint')}</div>}
      </div>
      <div className="mb-3">
        <label htmlFor="cp-repeat" className="form-label fw-semibold">{t('profile.password.repeat')}</label>
        <input type="password" autoComplete="new-password" required value={form.password_repeat} onChange={set('password_repeat')} {...fields.control('password_repeat', 'cp-repeat')} />
        {fields.feedback('password_repeat', 'cp-repeat')}
      </div>
      <button type="submit" className="btn btn-primary fw-semibold align-self-start" disabled={mutation.isPending}>
        {mutation.isPending ? t('profile.password.submitting') : t('profile.password.submit')}
      </button>
    </form>
  );
}
