import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../api/client';
import { emailSuggestion } from '../../../api/user';
import { ApiErrorAlert, useErrorText } from '../../../components/ApiErrorAlert';
import { storedTrafficSource } from '../../../lib/trafficSource';
import { useSettings } from '../../../queries/site';
import { useSignupMutation } from '../../../queries/user';

/** latestDateOfBirth is the last date of birth of someone aged minAge today, as YYYY-MM-DD. */
export function latestDateOfBirth(minAge: number, today = new Date()): string {
  const d = new Date(Date.UTC(today.getFullYear() - minAge, today.getMonth(), today.getDate()));
  return d.toISOString().slice(0, 10);
}

/** SignupForm is the sign-up form of the page and the modal; onDone runs after the account exists. */
export function SignupForm({ onDone, onPendingChange }: { onDone: () => void; onPendingChange?: (pending: boolean) => void }) {
  const { t, i18n } = useTranslation('account');
  const errorText = useErrorText();
  const settings = useSettings();
  const mutation = useSignupMutation();
  const [form, setForm] = useState({ name: '', email: '', password: '', date_of_birth: '', signup_message: '' });
  const [showPassword, setShowPassword] = useState(false);
  const [suggestion, setSuggestion] = useState('');
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const fieldError = mutation.error instanceof ApiError ? mutation.error.field : undefined;
  const fictionalPlural = settings.fictional_plural[i18n.language] ?? settings.fictional_plural.en ?? '';

  if (!settings.signup_allowed) {
    return (
      <div className="alert alert-info mb-0" role="status">
        <h2 className="h5">{t('signup.inviteOnlyTitle')}</h2>
        {t('signup.inviteOnlyText', { siteName: settings.name })}
      </div>
    );
  }
  const checkEmail = async () => {
    if (!form.email.includes('@')) return setSuggestion('');
    const { suggestion } = await emailSuggestion(form.email).catch(() => ({ suggestion: '' }));
    setSuggestion(suggestion);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onPendingChange?.(true);
    mutation.mutate(
      { ...form, language: i18n.language, trafficsource: storedTrafficSource() },
      { onSuccess: onDone, onSettled: () => onPendingChange?.(false) },
    );
  };
  const invalid = (field: string) => (fieldError === field ? 'is-invalid' : '');
  const feedback = (field: string) =>
    fieldError === field && <div className="invalid-feedback d-block">{errorText(mutation.error)}</div>;

  return (
    <form onSubmit={submit} noValidate>
      {mutation.error && !fieldError ? <ApiErrorAlert error={mutation.error} /> : null}
      <div className="mb-3">
        <label htmlFor="su-name" className="form-label fw-semibold">{t('signup.name')}</label>
        <input id="su-name" className={`form-control ${invalid('name')}`} autoComplete="nickname" maxLength={30} value={form.name} onChange={set('name')} required />
        {feedback('name') || <div className="form-text">{t('signup.nameHint')}</div>}
      </div>
      <div className="mb-3">
        <label htmlFor="su-email" className="form-label fw-semibold">{t('signup.email')}</label>
        <input id="su-email" type="email" className={`form-control ${invalid('email')}`} autoComplete="email" value={form.email} onChange={set('email')} onBlur={() => void checkEmail()} required />
        {feedback('email')}
        {fieldError === 'email' && mutation.error instanceof ApiError && mutation.error.key === 'emailExists' && (
          <Link to="/login" className="small">{t('errors:loginInstead')}</Link>
        )}
        {suggestion && suggestion !== form.email && (
          <div className="form-text text-warning-emphasis" role="status">
            {t('signup.didYouMean', { suggestion })}{' '}
            <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={() => { setForm((f) => ({ ...f, email: suggestion })); setSuggestion(''); }}>
              {t('signup.useSuggestion')}
            </button>
          </div>
        )}
      </div>
      <div className="mb-3">
        <label htmlFor="su-password" className="form-label fw-semibold">{t('signup.password')}</label>
        <div className="input-group">
          <input id="su-password" type={showPassword ? 'text' : 'password'} className={`form-control ${invalid('password')}`} autoComplete="new-password" value={form.password} onChange={set('password')} required />
          <button type="button" className="btn btn-outline-secondary" onClick={() => setShowPassword((s) => !s)} aria-pressed={showPassword}>
            {showPassword ? t('signup.hidePassword') : t('signup.showPassword')}
          </button>
        </div>
        {feedback('password') || <div className="form-text">{t('signup.passwordHint')}</div>}
      </div>
      <div className="mb-3">
        <label htmlFor="su-dob" className="form-label fw-semibold">{t('signup.dateOfBirth')}</label>
        <input id="su-dob" type="date" className={`form-control ${invalid('date_of_birth')}`} max={latestDateOfBirth(settings.min_age)} min="1900-01-01" value={form.date_of_birth} onChange={set('date_of_birth')} required />
        {feedback('date_of_birth')}
      </div>
      <div className="mb-3">
        <label htmlFor="su-message" className="form-label fw-semibold">{t('signup.signupMessage')}</label>
        <textarea id="su-message" className={`form-control ${invalid('signup_message')}`} rows={2} maxLength={500} value={form.signup_message} onChange={set('signup_message')} />
        {feedback('signup_message') || <div className="form-text">{t('signup.signupMessageHint')}</div>}
      </div>
      <p className="small text-body-secondary">
        {t('signup.accept')} <Link to="/pages/terms">{t('signup.terms')}</Link> · <Link to="/pages/privacy">{t('signup.privacy')}</Link>
      </p>
      <p className="small text-body-secondary">{t('signup.fictional', { siteName: settings.name, fictionalPlural })}</p>
      <button type="submit" className="btn btn-primary btn-lg w-100 fw-bold" disabled={mutation.isPending}>
        {mutation.isPending ? t('signup.submitting') : t('signup.submit')}
      </button>
    </form>
  );
}
