import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { complaintDecisions, type AdminComplaint, type ComplaintDecision } from '../api/complaints';
import { ErrorAlert } from '../components/ErrorAlert';
import { useFormat } from '../components/format';
import { useDecideComplaintMutation } from '../queries/complaints';

/**
 * DecisionForm decides an open complaint: no action, remove the content, warn or ban,
 * with the facts and reasons the reported member reads in their statement of reasons.
 * A decided complaint shows its decision instead.
 */
export function DecisionForm({ complaint: c }: { complaint: AdminComplaint }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const id = useId();
  const decide = useDecideComplaintMutation(c.id);
  const [decision, setDecision] = useState<ComplaintDecision['decision'] | ''>('');
  const [reason, setReason] = useState('');
  if (c.status === 'decided') {
    return (
      <section className="card admin-card mb-3" aria-labelledby={`${id}-title`}>
        <div className="card-header" id={`${id}-title`}>
          {t('complaints.decisionHeading')}
        </div>
        <div className="card-body">
          {decide.isSuccess ? (
            <div className="alert alert-success py-2 small" role="status">
              {t('complaints.decided')}
            </div>
          ) : null}
          <p className="fw-semibold mb-1" data-testid="complaint-decision">
            {t(`complaints.decisions.${c.decision}`)}
          </p>
          <p className="small text-body-secondary">{t('complaints.decidedBy', { email: c.staff_email, at: f.dateTime(c.decided_at) })}</p>
          <h2 className="h6">{t('complaints.reason')}</h2>
          <p className="admin-complaint-text mb-0">{c.reason}</p>
        </div>
      </section>
    );
  }
  const needsMember = decision !== '' && decision !== 'no_action' && !c.member_id;
  return (
    <form
      className="card admin-card mb-3"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        if (decision && reason.trim()) decide.mutate({ decision, reason: reason.trim() });
      }}
    >
      <div className="card-header" id={`${id}-title`}>
        {t('complaints.decide')}
      </div>
      <div className="card-body">
        <ErrorAlert error={decide.error} />
        <fieldset className="mb-3">
          <legend className="form-label fw-semibold fs-6">{t('complaints.decisionHeading')}</legend>
          {complaintDecisions.map((d) => (
            <div className="form-check mb-1" key={d}>
              <input className="form-check-input" type="radio" name={`${id}-decision`} id={`${id}-${d}`} value={d} checked={decision === d} onChange={() => setDecision(d)} />
              <label className="form-check-label" htmlFor={`${id}-${d}`}>
                <span className="d-block">{t(`complaints.decisions.${d}`)}</span>
                <span className="d-block small text-body-secondary">{t(`complaints.effects.${d}`)}</span>
              </label>
            </div>
          ))}
        </fieldset>
        {needsMember ? <div className="alert alert-warning py-2 small">{t('complaints.needsMember')}</div> : null}
        <label htmlFor={`${id}-reason`} className="form-label fw-semibold">
          {t('complaints.reason')}
        </label>
        <textarea id={`${id}-reason`} className="form-control mb-1" rows={4} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} required />
        <div className="form-text mb-3">{t('complaints.reasonHint')}</div>
        <button type="submit" className={`btn ${decision === 'ban' ? 'btn-danger' : 'btn-primary'}`} disabled={!decision || !reason.trim() || needsMember || decide.isPending}>
          {decide.isPending ? t('complaints.deciding') : t('complaints.confirm')}
        </button>
      </div>
    </form>
  );
}
