import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { complaintFieldErrors, type ComplaintCategory, type ComplaintForm } from '../../api/complaints';
import { ApiErrorAlert, useErrorText } from '../../components/ApiErrorAlert';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { readReportTarget } from '../../lib/reportLink';
import { useSendComplaintMutation } from '../../queries/complaints';
import { useUser } from '../../queries/siteState';
import { checkComplaint, explanationMax, reporterOptional, type FieldProblem } from './complaintRules';
import { CategoryChoice } from './components/CategoryChoice';
import { HowItWorks } from './components/HowItWorks';
import { ReportedItem } from './components/ReportedItem';
import { ComplaintSent } from './components/ComplaintSent';
import './complaints.css';

const formFields = ['url', 'category', 'explanation', 'name', 'email', 'good_faith'];

/**
 * ComplaintsPage is the notice form of the EU Digital Services Act (Art. 16), for
 * visitors and members alike: what is reported (prefilled by a Report action), why,
 * the explanation, who reports it (optional for minors) and the statement of good
 * faith. Every wrong field shows its own message; the receipt shows the reference.
 */
export function ComplaintsPage() {
  const { t } = useTranslation('complaints');
  useDocumentTitle(t('title'));
  const [params] = useSearchParams();
  const target = readReportTarget(params);
  const user = useUser();
  const send = useSendComplaintMutation();
  const errorText = useErrorText();
  const prefilled = Boolean(target.member || target.message || target.photo);
  const [form, setForm] = useState(() => ({
    url: prefilled ? reportedURL(target) : '',
    category: '' as ComplaintCategory | '',
    explanation: '',
    name: user?.profile.name ?? '',
    email: user?.email ?? '',
    good_faith: false,
  }));
  const [checked, setChecked] = useState(false);
  // A member's own name and address fill in once their account has loaded.
  const [filledFor, setFilledFor] = useState(user?.id ?? 0);
  if (user && filledFor !== user.id) {
    setFilledFor(user.id);
    setForm((f) => ({ ...f, name: f.name || user.profile.name, email: f.email || user.email }));
  }
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => setForm((f) => ({ ...f, [key]: value }));

  const body: ComplaintForm = {
    ...form,
    category: form.category as ComplaintCategory,
    member_id: target.member,
    photo_id: target.photo,
    message_id: target.message,
  };
  // Once the visitor tried to send, the form's own check runs as they type; the
  // server's answer names the fields it refused.
  const local = checked ? checkComplaint(body) : {};
  const remote = Object.fromEntries(complaintFieldErrors(send.error).map((e) => [e.field ?? '', e]));
  const problem = (field: string): string | null => {
    const p: FieldProblem | undefined = local[field];
    if (p) return errorText(new ApiError(400, 'invalid', p.key, { field, key: p.key, params: p.params }));
    const e = remote[field];
    return e ? errorText(e) : null;
  };
  const alert = send.error instanceof ApiError && send.error.field && formFields.includes(send.error.field) ? null : send.error;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (Object.keys(checkComplaint(body)).length > 0) {
      document.querySelector<HTMLElement>('.complaint-form [aria-invalid="true"]')?.focus();
      return;
    }
    send.mutate({ ...body, url: body.url?.trim() || undefined });
  };

  if (send.isSuccess) return <ComplaintSent reference={send.data.reference} email={send.data.receipt ? form.email.trim() : ''} />;

  const optional = reporterOptional(form.category);
  const field = (name: string, id: string, base = 'form-control') => {
    const wrong = problem(name);
    return wrong ? { id, className: `${base} is-invalid`, 'aria-invalid': true, 'aria-describedby': `${id}-error` } : { id, className: base };
  };
  const feedback = (name: string, id: string) => {
    const wrong = problem(name);
    return wrong ? (
      <div id={`${id}-error`} className="invalid-feedback d-block">
        {wrong}
      </div>
    ) : null;
  };

  return (
    <section className="container py-4 py-md-5 complaints-page">
      <header className="complaints-intro mb-4">
        <p className="text-uppercase small fw-semibold text-primary mb-1">{t('eyebrow')}</p>
        <h1 className="h2 fw-bold">{t('title')}</h1>
        <p className="text-body-secondary mb-0">{t('intro')}</p>
      </header>
      <div className="complaints-layout">
        <form className="complaint-form card border-0 shadow-sm p-3 p-md-4" onSubmit={submit} noValidate aria-label={t('title')}>
          <ApiErrorAlert error={alert} />
          <fieldset className="mb-4">
            <legend className="h5 fw-bold">{t('what.title')}</legend>
            {prefilled ? (
              <ReportedItem target={target} />
            ) : (
              <>
                <label htmlFor="complaint-url" className="form-label fw-semibold">
                  {t('what.url')}
                </label>
                <input type="url" inputMode="url" placeholder="https://" value={form.url} onChange={(e) => set('url', e.target.value)} {...field('url', 'complaint-url')} />
                <div className="form-text">{t('what.urlHint')}</div>
                {feedback('url', 'complaint-url')}
              </>
            )}
          </fieldset>

          <CategoryChoice value={form.category} onChange={(c) => set('category', c)} error={problem('category')} />

          <div className="mb-4">
            <label htmlFor="complaint-explanation" className="form-label h5 fw-bold">
              {t('explanation.label')}
            </label>
            <p className="form-text mt-0 mb-2" id="complaint-explanation-hint">
              {t('explanation.hint')}
            </p>
            <textarea rows={6} maxLength={explanationMax} value={form.explanation} onChange={(e) => set('explanation', e.target.value)} {...field('explanation', 'complaint-explanation')} />
            <div className="d-flex justify-content-between gap-2">
              {feedback('explanation', 'complaint-explanation') ?? <span />}
              <span className="form-text text-nowrap ms-auto">{t('explanation.count', { n: [...form.explanation].length, max: explanationMax })}</span>
            </div>
          </div>

          <fieldset className="mb-4">
            <legend className="h5 fw-bold mb-1">{t('reporter.title')}</legend>
            <p className="form-text mt-0 mb-3">{optional ? t('reporter.optional') : t('reporter.why')}</p>
            <div className="row g-3">
              <div className="col-sm-6">
                <label htmlFor="complaint-name" className="form-label fw-semibold">
                  {optional ? t('reporter.nameOptional') : t('reporter.name')}
                </label>
                <input type="text" autoComplete="name" maxLength={100} value={form.name} onChange={(e) => set('name', e.target.value)} {...field('name', 'complaint-name')} />
                {feedback('name', 'complaint-name')}
              </div>
              <div className="col-sm-6">
                <label htmlFor="complaint-email" className="form-label fw-semibold">
                  {optional ? t('reporter.emailOptional') : t('reporter.email')}
                </label>
                <input type="email" autoComplete="email" value={form.email} onChange={(e) => set('email', e.target.value)} {...field('email', 'complaint-email')} />
                {feedback('email', 'complaint-email')}
              </div>
            </div>
          </fieldset>

          <div className="form-check complaint-good-faith mb-4">
            <input type="checkbox" checked={form.good_faith} onChange={(e) => set('good_faith', e.target.checked)} {...field('good_faith', 'complaint-good-faith', 'form-check-input')} />
            <label htmlFor="complaint-good-faith" className="form-check-label">
              {t('goodFaith')}
            </label>
            {feedback('good_faith', 'complaint-good-faith')}
          </div>

          <div className="d-flex flex-wrap align-items-center gap-3">
            <button type="submit" className="btn btn-primary btn-lg fw-semibold px-4" disabled={send.isPending}>
              {send.isPending ? t('sending') : t('send')}
            </button>
            <span className="small text-body-secondary">
              {t('privacy')} <Link to="/pages/privacy">{t('privacyLink')}</Link>
            </span>
          </div>
        </form>
        <HowItWorks />
      </div>
    </section>
  );
}

/** reportedURL is the page where the reported item is: the conversation, else the profile. */
function reportedURL(target: ReturnType<typeof readReportTarget>): string {
  const origin = window.location.origin;
  if (target.conversation) return `${origin}/chats/${target.conversation}`;
  if (target.member) return `${origin}/members/${target.member}`;
  return '';
}
