import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApiError } from '../../../api/client';
import { fieldErrorsOf } from '../../../api/fieldErrors';
import { emailSuggestion } from '../../../api/account';
import { ApiErrorAlert, useErrorText } from '../../../components/ApiErrorAlert';
import { storedTrafficSource } from '../../../lib/trafficSource';
import { returnToForSignup } from '../../../lib/signupIntent';
import { useSettings } from '../../../queries/siteState';
import { useSignupMutation } from '../../../queries/account';
import { checkSignup, earliestDateOfBirth, latestDateOfBirth, signupFieldOrder, type SignupFields } from '../signupRules';

/**
 * SignupForm is the sign-up form of the page, the modal and the landers; onDone runs after
 * the account exists. On a member landing, memberId names the member the sign-up message
 * goes to once the account is activated, and messageLabel says so.
 */
export function SignupForm({ onDone, onPendingChange, memberId, messageLabel }: {
  onDone: () => void;
  onPendingChange?: (pending: boolean) => void;
  memberId?: number;
  messageLabel?: string;
}) {
  const { t, i18n } = useTranslation('account');
  const errorText = useErrorText();
  const settings = useSettings();
  const mutation = useSignupMutation();
  const [form, setForm] = useState<SignupFields>({ name: '', email: '', password: '', date_of_birth: '', signup_message: '' });
  // Every field in error at once, from the form's own checks or the server's "fields"; editing a field clears its own.
  const [errors, setErrors] = useState<Partial<Record<string, ApiError>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [suggestion, setSuggestion] = useState('');
  const set = (k: keyof SignupFields) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [k]: e.target.value }));
    setErrors((errs) => (errs[k] ? { ...errs, [k]: undefined } : errs));
  };
  const show = (errs: ApiError[]) => {
    setErrors(Object.fromEntries(errs.map((err) => [err.field!, err])));
    // Take the member to the first field in error (after this render shows it).
    const first = signupFieldOrder.find((f) => errs.some((err) => err.field === f));
    if (first) setTimeout(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
  };
  const serverFields = fieldErrorsOf(mutation.error).filter((err) => err.field && (signupFieldOrder as readonly string[]).includes(err.field));
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
    mutation.reset();
    const found = checkSignup(form, settings.min_age);
    show(found);
    if (found.length > 0) return;
    onPendingChange?.(true);
    mutation.mutate(
      { ...form, language: i18n.language, trafficsource: storedTrafficSource(), return_to: returnToForSignup(), ...(memberId ? { member_id: memberId } : {}) },
      {
        onSuccess: onDone,
        onError: (err) => show(fieldErrorsOf(err).filter((f) => (signupFieldOrder as readonly string[]).includes(f.field!))),
        onSettled: () => onPendingChange?.(false),
      },
    );
  };
  const invalid = (field: string) => (errors[field] ? 'is-invalid' : '');
  // a11y gives a field its invalid state and ties it to its message (or its hint).
  const a11y = (field: string, hint?: boolean) =>
    errors[field]
      ? { name: field, 'aria-invalid': true, 'aria-describedby': `su-${field}-error` }
      : { name: field, 'aria-describedby': hint ? `su-${field}-hint` : undefined };
  const feedback = (field: string) =>
    errors[field] && <div id={`su-${field}-error`} className="invalid-feedback d-block">{errorText(errors[field])}</div>;
  const hint = (field: string, text: string) => <div id={`su-${field}-hint`} className="form-text">{text}</div>;

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      {mutation.error && serverFields.length === 0 ? <ApiErrorAlert error={mutation.error} /> : null}
      <div className="mb-3">
        <label htmlFor="su-name" className="form-label fw-semibold">{t('signup.name')}</label>
        <input id="su-name" className={`form-control ${invalid('name')}`} autoComplete="nickname" maxLength={30} value={form.name} onChange={set('name')} required {...a11y('name', true)} />
        {feedback('name') || hint('name', t('signup.nameHint'))}
      </div>
      <div className="mb-3">
        <label htmlFor="su-email" className="form-label fw-semibold">{t('signup.email')}</label>
        <input id="su-email" type="email" className={`form-control ${invalid('email')}`} autoComplete="email" value={form.email} onChange={set('email')} onBlur={() => void checkEmail()} required {...a11y('email')} />
        {feedback('email')}
        {errors.email?.key === 'emailExists' && (
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
          <input id="su-password" type={showPassword ? 'text' : 'password'} className={`form-control ${invalid('password')}`} autoComplete="new-password" value={form.password} onChange={set('password')} required {...a11y('password', true)} />
          <button
            type="button"
            className="btn btn-outline-secondary px-3"
            onClick={() => setShowPassword((s) => !s)}
            aria-pressed={showPassword}
            aria-label={showPassword ? t('signup.hidePassword') : t('signup.showPassword')}
            title={showPassword ? t('signup.hidePassword') : t('signup.showPassword')}
          >
            <EyeIcon crossed={showPassword} />
          </button>
        </div>
        {feedback('password') || hint('password', t('signup.passwordHint'))}
      </div>
      <div className="mb-3">
        <label htmlFor="su-dob" className="form-label fw-semibold">{t('signup.dateOfBirth')}</label>
        <input id="su-dob" type="date" className={`form-control ${invalid('date_of_birth')}`} autoComplete="bday" max={latestDateOfBirth(settings.min_age)} min={earliestDateOfBirth()} value={form.date_of_birth} onChange={set('date_of_birth')} required {...a11y('date_of_birth', true)} />
        {feedback('date_of_birth') || hint('date_of_birth', t('signup.dateOfBirthHint', { minAge: settings.min_age }))}
      </div>
      <div className="mb-3">
        <label htmlFor="su-message" className="form-label fw-semibold">{messageLabel ?? t('signup.signupMessage')}</label>
        <textarea id="su-message" className={`form-control ${invalid('signup_message')}`} rows={2} maxLength={500} value={form.signup_message} onChange={set('signup_message')} {...a11y('signup_message', !messageLabel)} />
        {feedback('signup_message') || (!messageLabel && hint('signup_message', t('signup.signupMessageHint')))}
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

/** EyeIcon shows the password toggle: an eye, crossed out while the password shows. */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}
