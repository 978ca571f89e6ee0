import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DirectDebitBlock } from '../api/sites';
import { ErrorAlert } from '../components/ErrorAlert';
import { useFormat } from '../components/format';
import { Loading } from '../components/Loading';
import { PageHeader } from '../components/PageHeader';
import { ReasonDialog } from '../components/ReasonDialog';
import { useAddBlockMutation, useBlocksQuery, useRemoveBlockMutation } from '../queries/sites';
import { useErrorsByField } from '../sites/fieldErrors';
import { AdminTable } from '../components/AdminTable';
import { adminPaths } from '../paths';

/**
 * BlocklistPage: IBANs and phone numbers refused for direct debit. Entries are shown
 * masked (an IBAN is personal data); the reason typed when adding is kept with the entry.
 * IBANs a SEPA reversal blocked are listed too, with the reversed payment and its
 * member; lifting one asks a reason like removing an entry (both audited).
 */
export function BlocklistPage() {
  const { t } = useTranslation('admin');
  const blocks = useBlocksQuery();
  const add = useAddBlockMutation();
  const remove = useRemoveBlockMutation();
  const [kind, setKind] = useState<'iban' | 'phone'>('iban');
  const [value, setValue] = useState('');
  const [asking, setAsking] = useState(false);
  const [removing, setRemoving] = useState<DirectDebitBlock | null>(null);
  const byField = useErrorsByField(add.error);
  const valueError = byField.value ?? byField.iban;
  const f = useFormat();
  return (
    <>
      <PageHeader title={t('sites.blocklist.title')} />
      <form
        className="card mb-3"
        aria-labelledby="block-new"
        onSubmit={(e) => {
          e.preventDefault();
          add.reset();
          setAsking(true);
        }}
      >
        <h2 id="block-new" className="card-header h6 mb-0">
          {t('sites.blocklist.add')}
        </h2>
        <div className="card-body d-flex gap-2 flex-wrap align-items-end">
          <div>
            <label htmlFor="block-kind" className="form-label small mb-1">
              {t('sites.blocklist.kind')}
            </label>
            <select id="block-kind" className="form-select form-select-sm" value={kind} onChange={(e) => setKind(e.target.value as 'iban' | 'phone')}>
              <option value="iban">{t('sites.blocklist.kinds.iban')}</option>
              <option value="phone">{t('sites.blocklist.kinds.phone')}</option>
            </select>
          </div>
          <div className="flex-grow-1">
            <label htmlFor="block-value" className="form-label small mb-1">
              {t('sites.blocklist.value')}
            </label>
            <input
              id="block-value"
              className={`form-control form-control-sm font-monospace${valueError ? ' is-invalid' : ''}`}
              required
              value={value}
              onChange={(e) => setValue(e.target.value)}
              placeholder={kind === 'iban' ? 'NL91 ABNA 0417 1643 00' : '+31 6 12345678'}
            />
            {valueError ? <div className="invalid-feedback">{valueError}</div> : null}
          </div>
          <button type="submit" className="btn btn-sm btn-primary">
            {t('sites.blocklist.block')}
          </button>
        </div>
        {add.error && !valueError ? (
          <div className="px-3">
            <ErrorAlert error={add.error} />
          </div>
        ) : null}
      </form>
      {blocks.isPending ? <Loading /> : null}
      <ErrorAlert error={blocks.error} />
      {blocks.data && blocks.data.length === 0 ? <p className="text-body-secondary">{t('sites.blocklist.empty')}</p> : null}
      {blocks.data && blocks.data.length > 0 ? (
        <AdminTable
          head={
            <>
              <th scope="col">{t('sites.blocklist.kind')}</th>
              <th scope="col">{t('sites.blocklist.value')}</th>
              <th scope="col">{t('common.reason')}</th>
              <th scope="col">{t('sites.col.created')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('sites.col.actions')}</span>
              </th>
            </>
          }
        >
          {blocks.data.map((b) => (
            <tr key={b.ref}>
              <td>{t(`sites.blocklist.kinds.${b.kind}`)}</td>
              <td className="font-monospace small">{b.value}</td>
              <td className="small">
                {b.source === 'reversal' ? (
                  <>
                    {t('sites.blocklist.reversal', { id: b.payment_id })}
                    {b.member_id ? (
                      <>
                        {' · '}
                        <Link to={adminPaths.member(b.member_id)}>
                          {t('sites.blocklist.member')} {b.member_id}
                        </Link>
                      </>
                    ) : null}
                  </>
                ) : (
                  b.reason
                )}
              </td>
              <td className="small text-nowrap">{f.dateTime(b.created_at)}</td>
              <td className="text-end">
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  aria-label={t(b.source === 'reversal' ? 'sites.blocklist.liftOne' : 'sites.blocklist.removeOne', { value: b.value })}
                  onClick={() => {
                    remove.reset();
                    setRemoving(b);
                  }}
                >
                  {t(b.source === 'reversal' ? 'sites.blocklist.lift' : 'sites.blocklist.remove')}
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
      {asking ? (
        <ReasonDialog
          title={t('sites.blocklist.addTitle')}
          confirm={t('sites.blocklist.block')}
          danger
          pending={add.isPending}
          error={add.error}
          onClose={() => setAsking(false)}
          onConfirm={(reason) =>
            add.mutate(
              { kind, value, reason },
              {
                onSuccess: () => {
                  setAsking(false);
                  setValue('');
                },
                onError: () => setAsking(false),
              },
            )
          }
        >
          <p className="font-monospace small">{value}</p>
        </ReasonDialog>
      ) : null}
      {removing ? (
        <ReasonDialog
          title={t(removing.source === 'reversal' ? 'sites.blocklist.liftTitle' : 'sites.blocklist.removeTitle', { value: removing.value })}
          confirm={t(removing.source === 'reversal' ? 'sites.blocklist.lift' : 'sites.blocklist.remove')}
          pending={remove.isPending}
          error={remove.error}
          onClose={() => setRemoving(null)}
          onConfirm={(reason) => remove.mutate({ ref: removing.ref, reason }, { onSuccess: () => setRemoving(null) })}
        >
          {removing.source === 'reversal' ? (
            <p className="small">
              {t('sites.blocklist.liftNote', { id: removing.payment_id, date: f.dateTime(removing.created_at) })}
            </p>
          ) : null}
        </ReasonDialog>
      ) : null}
    </>
  );
}
