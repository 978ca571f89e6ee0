import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostbackNetwork } from '../api/postbacks';
import { fieldErrorsOf } from '../api/sites';
import { ErrorAlert } from '../components/ErrorAlert';
import { ReasonDialog } from '../components/ReasonDialog';
import { useSavePostbackNetworkMutation } from '../queries/postbacks';

const events = ['signup', 'activation', 'first_purchase'] as const;
const macros = '{click_id} {sub1} {sub2} {sub3} {event} {amount} {currency} {payout}';

const toDecimal = (cents: number | undefined) => ((cents ?? 0) / 100).toFixed(2);
const toCents = (s: string) => Math.round((Number.parseFloat(s.replace(',', '.')) || 0) * 100);

/**
 * NetworkForm adds a network's postback or edits one (network fixed): the URL template
 * with its macros, whether it is on, the payout per event. Saving asks the reason for
 * the audit log; the server checks the template and answers every field in error.
 */
export function NetworkForm({ initial, onDone }: { initial?: PostbackNetwork; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const save = useSavePostbackNetworkMutation();
  const [network, setNetwork] = useState(initial?.network ?? '');
  const [template, setTemplate] = useState(initial?.url_template ?? '');
  const [enabled, setEnabled] = useState(initial?.enabled ?? true);
  const [currency, setCurrency] = useState(initial?.payout_currency ?? 'EUR');
  const [payouts, setPayouts] = useState<Record<string, string>>(() =>
    Object.fromEntries(events.map((e) => [e, toDecimal(initial?.payouts[e])])),
  );
  const [asking, setAsking] = useState(false);
  const errs: Record<string, string> = {};
  for (const e of fieldErrorsOf(save.error)) {
    if (e.field && !errs[e.field]) errs[e.field] = t(`postbacks.errors.${e.key}`, { ...e.params, defaultValue: e.message });
  }
  const known = new Set(['network', 'url_template', 'payout_currency', ...events.map((e) => `payout_${e}`)]);
  const other = save.error && !Object.keys(errs).some((f) => known.has(f));
  const id = (f: string) => `pb-${initial ? 'edit' : 'new'}-${f}`;
  const invalid = (f: string) => (errs[f] ? ' is-invalid' : '');
  // The dialog stays outside the form: its own submit would bubble to this form's
  // handler through React's tree.
  return (
    <>
      <form
        className="card mb-3"
        aria-labelledby={id('title')}
        onSubmit={(e) => {
          e.preventDefault();
          save.reset();
          setAsking(true);
        }}
      >
        <h2 id={id('title')} className="card-header h6 mb-0">
          {initial ? t('postbacks.form.editTitle', { network: initial.network }) : t('postbacks.form.newTitle')}
        </h2>
        <div className="card-body row g-2">
          <div className="col-12 col-md-3">
            <label htmlFor={id('network')} className="form-label small mb-1">
              {t('postbacks.form.network')}
            </label>
            <input
              id={id('network')}
              className={`form-control form-control-sm${invalid('network')}`}
              required
              readOnly={!!initial}
              value={network}
              onChange={(e) => setNetwork(e.target.value)}
            />
            {errs.network ? <div className="invalid-feedback">{errs.network}</div> : <div className="form-text">{t('postbacks.form.networkHint')}</div>}
          </div>
          <div className="col-12 col-md-9">
            <label htmlFor={id('template')} className="form-label small mb-1">
              {t('postbacks.form.template')}
            </label>
            <input
              id={id('template')}
              className={`form-control form-control-sm font-monospace${invalid('url_template')}`}
              required
              value={template}
              placeholder="https://tracker.example/postback?cid={click_id}&event={event}&payout={payout}"
              onChange={(e) => setTemplate(e.target.value)}
            />
            {errs.url_template ? <div className="invalid-feedback">{errs.url_template}</div> : null}
            <div className="form-text">{t('postbacks.form.macros', { macros })}</div>
          </div>
          {events.map((ev) => (
            <div key={ev} className="col-6 col-md-2">
              <label htmlFor={id(ev)} className="form-label small mb-1">
                {t('postbacks.form.payout', { event: t(`postbacks.events.${ev}`) })}
              </label>
              <input
                id={id(ev)}
                className={`form-control form-control-sm${invalid(`payout_${ev}`)}`}
                inputMode="decimal"
                value={payouts[ev]}
                onChange={(e) => setPayouts({ ...payouts, [ev]: e.target.value })}
              />
              {errs[`payout_${ev}`] ? <div className="invalid-feedback">{errs[`payout_${ev}`]}</div> : null}
            </div>
          ))}
          <div className="col-6 col-md-2">
            <label htmlFor={id('currency')} className="form-label small mb-1">
              {t('postbacks.form.currency')}
            </label>
            <input
              id={id('currency')}
              className={`form-control form-control-sm${invalid('payout_currency')}`}
              maxLength={3}
              value={currency}
              onChange={(e) => setCurrency(e.target.value.toUpperCase())}
            />
            {errs.payout_currency ? <div className="invalid-feedback">{errs.payout_currency}</div> : null}
          </div>
          <div className="col-12 col-md-4 d-flex align-items-end gap-3">
            <div className="form-check mb-1">
              <input id={id('enabled')} type="checkbox" className="form-check-input" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
              <label htmlFor={id('enabled')} className="form-check-label small">
                {t('postbacks.form.enabled')}
              </label>
            </div>
            <button type="submit" className="btn btn-sm btn-primary ms-auto">
              {t('postbacks.form.save')}
            </button>
            {initial ? (
              <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onDone}>
                {t('common.cancel')}
              </button>
            ) : null}
          </div>
          {other ? <ErrorAlert error={save.error} /> : null}
        </div>
      </form>
        {asking ? (
          <ReasonDialog
            title={t('postbacks.form.saveTitle', { network: network.trim() })}
            confirm={t('postbacks.form.save')}
            pending={save.isPending}
            error={null}
            onClose={() => setAsking(false)}
            onConfirm={(reason) =>
              save.mutate(
                {
                  network: network.trim(),
                  body: {
                    url_template: template,
                    enabled,
                    payout_currency: currency,
                    payouts: Object.fromEntries(events.map((e) => [e, toCents(payouts[e] ?? '0')])),
                    reason,
                  },
                },
                {
                  onSuccess: () => {
                    setAsking(false);
                    if (!initial) {
                      setNetwork('');
                      setTemplate('');
                    }
                    onDone();
                  },
                  onError: () => setAsking(false),
                },
              )
            }
          />
        ) : null}
    </>
  );
}
