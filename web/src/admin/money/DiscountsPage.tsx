import { useState } from 'react';
import '../sites/sites.css';
import { useTranslation } from 'react-i18next';
import type { AdminDiscount, DiscountState } from '../api/sites';
import { ErrorAlert } from '../components/ErrorAlert';
import { useFormat } from '../components/format';
import { Loading } from '../components/Loading';
import { PageHeader } from '../components/PageHeader';
import { ReasonDialog } from '../components/ReasonDialog';
import { useCreateDiscountMutation, useDiscountsQuery, useExpireDiscountMutation } from '../queries/sites';
import { useErrorsByField } from '../sites/fieldErrors';
import { type Draft, draftInput, emptyDraft } from './moneyForm';
import { AdminTable } from '../components/AdminTable';

const states: (DiscountState | '')[] = ['', 'active', 'expired', 'inactive'];

/** DiscountsPage: discount codes by state, a form to create one, and "expire now". */
export function DiscountsPage() {
  const { t } = useTranslation('admin');
  const [state, setState] = useState<DiscountState | ''>('active');
  const discounts = useDiscountsQuery(state);
  const create = useCreateDiscountMutation();
  const expire = useExpireDiscountMutation();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [asking, setAsking] = useState(false);
  const [expiring, setExpiring] = useState<AdminDiscount | null>(null);
  const byField = useErrorsByField(create.error);
  const f = useFormat();
  const field = (name: keyof Draft, errorKey: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div>
      <label htmlFor={`discount-${name}`} className="form-label small mb-1">
        {t(`sites.discounts.field.${name}`)}
      </label>
      <input
        id={`discount-${name}`}
        className={`form-control form-control-sm${byField[errorKey] ? ' is-invalid' : ''}`}
        value={draft[name]}
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
        {...props}
      />
      {byField[errorKey] ? <div className="invalid-feedback">{byField[errorKey]}</div> : null}
    </div>
  );
  return (
    <>
      <PageHeader title={t('sites.discounts.title')}>
        <label htmlFor="discount-state" className="visually-hidden">
          {t('sites.discounts.state')}
        </label>
        <select id="discount-state" className="form-select form-select-sm w-auto" value={state} onChange={(e) => setState(e.target.value as DiscountState | '')}>
          {states.map((s) => (
            <option key={s} value={s}>
              {t(`sites.discounts.states.${s || 'all'}`)}
            </option>
          ))}
        </select>
      </PageHeader>
      <form
        className="card mb-3"
        aria-labelledby="discount-new"
        onSubmit={(e) => {
          e.preventDefault();
          create.reset();
          setAsking(true);
        }}
      >
        <h2 id="discount-new" className="card-header h6 mb-0">
          {t('sites.discounts.new')}
        </h2>
        <div className="card-body">
          <div className="admin-money-grid">
            {field('code', 'code', { required: true })}
            {field('percentage', 'percentage', { type: 'number', min: 1, max: 100, required: true })}
            {field('country', 'country', { placeholder: 'NL' })}
            {field('currency', 'currency', { placeholder: 'EUR' })}
            {field('minimum', 'minimum_order_value', { type: 'number', min: 0 })}
            {field('methods', 'payment_methods', { placeholder: 'ideal, sdd' })}
            <div>
              <label htmlFor="discount-validity" className="form-label small mb-1">
                {t('sites.discounts.field.validity')}
              </label>
              <select
                id="discount-validity"
                className={`form-select form-select-sm${byField.validity ? ' is-invalid' : ''}`}
                value={draft.validity}
                onChange={(e) => setDraft({ ...draft, validity: e.target.value as Draft['validity'] })}
              >
                <option value="once-per-user">{t('sites.discounts.validity.once-per-user')}</option>
                <option value="unlimited">{t('sites.discounts.validity.unlimited')}</option>
              </select>
            </div>
            {field('expires', 'expires', { type: 'datetime-local' })}
          </div>
          {create.error && Object.keys(byField).length === 0 ? <ErrorAlert error={create.error} /> : null}
          <button type="submit" className="btn btn-sm btn-primary mt-2">
            {t('sites.discounts.create')}
          </button>
        </div>
      </form>
      {discounts.isPending ? <Loading /> : null}
      <ErrorAlert error={discounts.error} />
      {discounts.data && discounts.data.length === 0 ? <p className="text-body-secondary">{t('sites.discounts.empty')}</p> : null}
      {discounts.data && discounts.data.length > 0 ? (
        <AdminTable
          head={
            <>
              <th scope="col">{t('sites.discounts.field.code')}</th>
              <th scope="col">{t('sites.discounts.field.percentage')}</th>
              <th scope="col">{t('sites.discounts.limits')}</th>
              <th scope="col">{t('sites.discounts.field.expires')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('sites.col.actions')}</span>
              </th>
            </>
          }
        >
          {discounts.data.map((d) => (
            <tr key={d.code}>
              <td>
                <span className="font-monospace">{d.code}</span>
                <div className="small text-body-secondary">{t(`sites.discounts.states.${d.state}`)}</div>
              </td>
              <td>{d.percentage} %</td>
              <td className="small">
                {[d.country, d.minimum_order_value > 0 ? `≥ ${f.money(d.minimum_order_value, d.currency || 'EUR')}` : '', d.payment_methods.join(', '), d.user_id ? `#${d.user_id}` : '', t(`sites.discounts.validity.${d.validity}`)]
                  .filter(Boolean)
                  .join(' · ')}
              </td>
              <td className="small text-nowrap">{f.dateTime(d.expires)}</td>
              <td className="text-end">
                {d.state === 'active' ? (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger text-nowrap"
                    aria-label={t('sites.discounts.expireOne', { code: d.code })}
                    onClick={() => {
                      expire.reset();
                      setExpiring(d);
                    }}
                  >
                    {t('sites.discounts.expire')}
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
      {asking ? (
        <ReasonDialog
          title={t('sites.discounts.createTitle', { code: draft.code.trim().toUpperCase() })}
          confirm={t('sites.discounts.create')}
          pending={create.isPending}
          error={create.error}
          onClose={() => setAsking(false)}
          onConfirm={(reason) =>
            create.mutate(draftInput(draft, reason), {
              onSuccess: () => {
                setAsking(false);
                setDraft(emptyDraft);
              },
              onError: () => setAsking(false),
            })
          }
        />
      ) : null}
      {expiring ? (
        <ReasonDialog
          title={t('sites.discounts.expireTitle', { code: expiring.code })}
          confirm={t('sites.discounts.expire')}
          danger
          pending={expire.isPending}
          error={expire.error}
          onClose={() => setExpiring(null)}
          onConfirm={(reason) => expire.mutate({ code: expiring.code, reason }, { onSuccess: () => setExpiring(null) })}
        />
      ) : null}
    </>
  );
}
