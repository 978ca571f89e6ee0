import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ApiError } from '../../../api/client';
import { deleteReasons, type DeleteAccountInput } from '../../../api/user';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { useDeleteAccountMutation } from '../../../queries/account';
import { clientError, useFieldErrors } from '../../../components/useFieldErrors';

/** check finds a missing reason, or missing remarks for "other", before asking the server. */
function check(input: DeleteAccountInput): ApiError | null {
  if (!input.reason) return clientError('reason', 'deleteReasonRequired');
  if (input.reason === 'other' && !input.remarks.trim()) return clientError('remarks', 'remarksRequired');
  return null;
}

/** DeleteAccountForm asks why the member leaves and for the password, deletes the account and moves on to /account-deleted. */
export function DeleteAccountForm({ onCancel, onPendingChange }: { onCancel: () => void; onPendingChange: (pending: boolean) => void }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const mutation = useDeleteAccountMutation();
  const [form, setForm] = useState<DeleteAccountInput>({ reason: '', remarks: '', password: '' });
  const [problem, setProblem] = useState<ApiError | null>(null);
  const fields = useFieldErrors(problem ?? mutation.error, ['reason', 'remarks', 'password']);
  const remarksNeeded = form.reason === 'other';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = check(form);
    setProblem(found);
    if (found) return mutation.reset();
    onPendingChange(true);
    mutation.mutate(
      { ...form, remarks: form.remarks.trim() },
      { onSuccess: () => navigate('/account-deleted', { replace: true }), onSettled: () => onPendingChange(false) },
    );
  };
  const reasonError = fields.feedback('reason', 'da-reason');
  return (
    <form onSubmit={submit} noValidate>
      <ApiErrorAlert error={fields.alert} />
      <fieldset className="mb-3" aria-describedby={reasonError ? 'da-reason-error' : undefined}>
        <legend className="form-label fw-semibold fs-6">{t('profile.delete.reason')}</legend>
        {deleteReasons.map((r) => (
          <div className="form-check" key={r}>
            <input
              type="radio"
              className={`form-check-input ${reasonError ? 'is-invalid' : ''}`}
              name="delete-reason"
              id={`da-reason-${r}`}
              value={r}
              checked={form.reason === r}
              onChange={() => setForm((f) => ({ ...f, reason: r }))}
            />
            <label className="form-check-label" htmlFor={`da-reason-${r}`}>{t(`profile.delete.reasons.${r}`)}</label>
          </div>
        ))}
        {reasonError}
      </fieldset>
      <div className="mb-3">
        <label htmlFor="da-remarks" className="form-label fw-semibold">{t('profile.delete.remarks')}</label>
        <textarea
          rows={3}
          maxLength={2000}
          required={remarksNeeded}
          value={form.remarks}
          onChange={(e) => setForm((f) => ({ ...f, remarks: e.target.value }))}
          {...fields.control('remarks', 'da-remarks')}
        />
        {fields.feedback('remarks', 'da-remarks') || (
          <div className="form-text">{remarksNeeded ? t('profile.delete.remarksRequired') : t('profile.delete.remarksOptional')}</div>
        )}
      </div>
      <div className="mb-3">
        <label htmlFor="da-password" className="form-label fw-semibold">{t('profile.delete.password')}</label>
        <input type="password" autoComplete="current-password" required value={form.password} onChange={(e) => setForm((f) => ({ ...f, password: e.target.value }))} {...fields.control('password', 'da-password')} />
        {fields.feedback('password', 'da-password')}
      </div>
      <div className="d-flex flex-wrap gap-2 justify-content-end">
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={mutation.isPending}>
          {t('profile.delete.cancel')}
        </button>
        <button type="submit" className="btn btn-danger fw-semibold" disabled={mutation.isPending}>
          {mutation.isPending ? t('profile.delete.submitting') : t('profile.delete.submit')}
        </button>
      </div>
    </form>
  );
}
