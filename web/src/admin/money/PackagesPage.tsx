import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPackage } from '../api/sites';
import { ErrorAlert } from '../components/ErrorAlert';
import { useFormat } from '../components/format';
import { Loading } from '../components/Loading';
import { PageHeader } from '../components/PageHeader';
import { ReasonDialog } from '../components/ReasonDialog';
import { useDisablePackageMutation, usePackagesQuery, useSavePackageMutation } from '../queries/sites';
import { useErrorsByField } from '../sites/fieldErrors';
import { parsePrices, pricesText } from './moneyForm';
import { AdminTable } from '../components/AdminTable';

type Editing = { id?: number; credits: string; position: string; popular: boolean; active: boolean; prices: string };

/** PackagesPage: the credit packages with their prices per currency; add, edit, disable (never delete). */
export function PackagesPage() {
  const { t } = useTranslation('admin');
  const packages = usePackagesQuery();
  const save = useSavePackageMutation();
  const disable = useDisablePackageMutation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [disabling, setDisabling] = useState<AdminPackage | null>(null);
  const f = useFormat();
  const byField = useErrorsByField(save.error);
  const prices = editing ? parsePrices(editing.prices) : null;
  const open = (p?: AdminPackage) => {
    save.reset();
    setEditing(
      p
        ? { id: p.id, credits: String(p.credits), position: String(p.position), popular: p.popular, active: p.active, prices: pricesText(p.prices) }
        : { credits: '', position: '0', popular: false, active: true, prices: 'EUR ' },
    );
  };
  return (
    <>
      <PageHeader title={t('sites.packages.title')}>
        <button type="button" className="btn btn-sm btn-primary" onClick={() => open()}>
          {t('sites.packages.add')}
        </button>
      </PageHeader>
      <p className="small text-body-secondary">{t('sites.packages.intro')}</p>
      {packages.isPending ? <Loading /> : null}
      <ErrorAlert error={packages.error} />
      {packages.data ? (
        <AdminTable
          head={
            <>
              <th scope="col">{t('sites.packages.col.credits')}</th>
              <th scope="col">{t('sites.packages.col.prices')}</th>
              <th scope="col">{t('sites.packages.col.position')}</th>
              <th scope="col">{t('sites.packages.col.status')}</th>
              <th scope="col">{t('sites.packages.col.payments')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('sites.col.actions')}</span>
              </th>
            </>
          }
        >
          {packages.data.map((p) => (
            <tr key={p.id} className={p.active ? '' : 'text-body-secondary'}>
              <td>
                {f.number(p.credits)}
                {p.popular ? <span className="badge text-bg-info ms-2">{t('sites.packages.popular')}</span> : null}
              </td>
              <td className="small">
                {Object.entries(p.prices)
                  .sort(([a], [b]) => a.localeCompare(b))
                  .map(([c, v]) => f.money(v, c))
                  .join(' · ')}
              </td>
              <td>{p.position}</td>
              <td>{p.active ? t('sites.packages.active') : t('sites.packages.disabled')}</td>
              <td>{f.number(p.payments)}</td>
              <td className="text-end text-nowrap">
                <button type="button" className="btn btn-sm btn-outline-dark me-1" onClick={() => open(p)} aria-label={t('sites.packages.editOne', { credits: p.credits })}>
                  {t('sites.packages.edit')}
                </button>
                {p.active ? (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    onClick={() => {
                      disable.reset();
                      setDisabling(p);
                    }}
                    aria-label={t('sites.packages.disableOne', { credits: p.credits })}
                  >
                    {t('sites.packages.disable')}
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
      {editing ? (
        <ReasonDialog
          title={editing.id ? t('sites.packages.editTitle') : t('sites.packages.addTitle')}
          confirm={t('sites.form.save')}
          pending={save.isPending}
          error={Object.keys(byField).some((k) => k !== 'reason') ? null : save.error}
          canSubmit={prices !== null && editing.credits.trim() !== ''}
          onClose={() => setEditing(null)}
          onConfirm={(reason) =>
            save.mutate(
              {
                id: editing.id,
                input: { credits: Number(editing.credits), position: Number(editing.position) || 0, popular: editing.popular, active: editing.active, prices: prices ?? {}, reason },
              },
              { onSuccess: () => setEditing(null) },
            )
          }
        >
          <div className="row g-2 mb-2">
            <div className="col-6">
              <label htmlFor="pkg-credits" className="form-label">
                {t('sites.packages.col.credits')}
              </label>
              <input
                id="pkg-credits"
                type="number"

                className={`form-control${byField.credits ? ' is-invalid' : ''}`}
                value={editing.credits}
                onChange={(e) => setEditing({ ...editing, credits: e.target.value })}
              />
              {byField.credits ? <div className="invalid-feedback">{byField.credits}</div> : null}
            </div>
            <div className="col-6">
              <label htmlFor="pkg-position" className="form-label">
                {t('sites.packages.col.position')}
              </label>
              <input id="pkg-position" type="number" className="form-control" value={editing.position} onChange={(e) => setEditing({ ...editing, position: e.target.value })} />
            </div>
          </div>
          <label htmlFor="pkg-prices" className="form-label">
            {t('sites.packages.col.prices')}
          </label>
          <textarea
            id="pkg-prices"
            rows={4}
            className={`form-control font-monospace${prices === null || byField.prices ? ' is-invalid' : ''}`}
            value={editing.prices}
            onChange={(e) => setEditing({ ...editing, prices: e.target.value })}
            aria-describedby="pkg-prices-hint"
          />
          <div id="pkg-prices-hint" className={prices === null || byField.prices ? 'invalid-feedback d-block' : 'form-text'}>
            {prices === null ? t('sites.packages.pricesMalformed') : (byField.prices ?? t('sites.packages.pricesHint'))}
          </div>
          <div className="form-check mt-2">
            <input id="pkg-popular" type="checkbox" className="form-check-input" checked={editing.popular} onChange={(e) => setEditing({ ...editing, popular: e.target.checked })} />
            <label htmlFor="pkg-popular" className="form-check-label">
              {t('sites.packages.popular')}
            </label>
          </div>
          <div className="form-check mb-3">
            <input id="pkg-active" type="checkbox" className="form-check-input" checked={editing.active} onChange={(e) => setEditing({ ...editing, active: e.target.checked })} />
            <label htmlFor="pkg-active" className="form-check-label">
              {t('sites.packages.active')}
            </label>
          </div>
        </ReasonDialog>
      ) : null}
      {disabling ? (
        <ReasonDialog
          title={t('sites.packages.disableTitle', { credits: disabling.credits })}
          confirm={t('sites.packages.disable')}
          danger
          pending={disable.isPending}
          error={disable.error}
          onClose={() => setDisabling(null)}
          onConfirm={(reason) => disable.mutate({ id: disabling.id, reason }, { onSuccess: () => setDisabling(null) })}
        >
          <p className="small">{t('sites.packages.disableNote')}</p>
        </ReasonDialog>
      ) : null}
    </>
  );
}
