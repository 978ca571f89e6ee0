import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostbackNetwork, PostbackStatus } from '../api/postbacks';
import { AdminTable } from '../components/AdminTable';
import { ErrorAlert } from '../components/ErrorAlert';
import { useFormat } from '../components/format';
import { Loading } from '../components/Loading';
import { PageHeader } from '../components/PageHeader';
import { usePostbackNetworksQuery, usePostbacksQuery } from '../queries/postbacks';
import { NetworkForm } from './NetworkForm';
import { PostbacksTable } from './PostbacksTable';

/**
 * PostbacksPage (admins): each network's server-to-server postback (URL template,
 * payouts) and the postbacks the jobs sent on sign-ups, activations and first
 * purchases, with every attempt.
 */
export function PostbacksPage() {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const networks = usePostbackNetworksQuery();
  const [editing, setEditing] = useState<PostbackNetwork | null>(null);
  const [network, setNetwork] = useState('');
  const [status, setStatus] = useState<PostbackStatus | ''>('');
  const postbacks = usePostbacksQuery(network, status);
  return (
    <>
      <PageHeader title={t('postbacks.title')} />
      <p className="text-body-secondary small">{t('postbacks.intro')}</p>
      <h2 className="h6">{t('postbacks.networks')}</h2>
      {networks.isPending ? <Loading /> : null}
      <ErrorAlert error={networks.error} />
      {networks.data && networks.data.length === 0 ? <p className="text-body-secondary">{t('postbacks.noNetworks')}</p> : null}
      {networks.data && networks.data.length > 0 ? (
        <div className="mb-3">
          <AdminTable
            head={
              <>
                <th scope="col">{t('postbacks.form.network')}</th>
                <th scope="col">{t('postbacks.form.template')}</th>
                <th scope="col">{t('postbacks.col.payouts')}</th>
                <th scope="col">{t('postbacks.col.state')}</th>
                <th scope="col">{t('postbacks.col.updated')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('sites.col.actions')}</span>
                </th>
              </>
            }
          >
            {networks.data.map((n) => (
              <tr key={n.network}>
                <td>{n.network}</td>
                <td className="small font-monospace text-break">{n.url_template}</td>
                <td className="small">
                  {(['signup', 'activation', 'first_purchase'] as const).map((e) => (
                    <div key={e} className="text-nowrap">
                      {t(`postbacks.events.${e}`)} {f.money(n.payouts[e], n.payout_currency)}
                    </div>
                  ))}
                </td>
                <td>{n.enabled ? t('postbacks.on') : t('postbacks.off')}</td>
                <td className="small text-nowrap">{f.dateTime(n.updated_at)}</td>
                <td className="text-end">
                  <button type="button" className="btn btn-sm btn-outline-secondary" aria-label={t('postbacks.editOne', { network: n.network })} onClick={() => setEditing(n)}>
                    {t('postbacks.edit')}
                  </button>
                </td>
              </tr>
            ))}
          </AdminTable>
        </div>
      ) : null}
      {editing ? <NetworkForm key={editing.network} initial={editing} onDone={() => setEditing(null)} /> : <NetworkForm onDone={() => undefined} />}

      <h2 className="h6 mt-4">{t('postbacks.sent')}</h2>
      <div className="d-flex gap-2 flex-wrap mb-2">
        <div>
          <label htmlFor="pb-filter-network" className="form-label small mb-1">
            {t('postbacks.form.network')}
          </label>
          <select id="pb-filter-network" className="form-select form-select-sm" value={network} onChange={(e) => setNetwork(e.target.value)}>
            <option value="">{t('postbacks.all')}</option>
            {networks.data?.map((n) => (
              <option key={n.network} value={n.network}>
                {n.network}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="pb-filter-status" className="form-label small mb-1">
            {t('postbacks.col.status')}
          </label>
          <select id="pb-filter-status" className="form-select form-select-sm" value={status} onChange={(e) => setStatus(e.target.value as PostbackStatus | '')}>
            <option value="">{t('postbacks.all')}</option>
            {(['pending', 'sent', 'failed'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`postbacks.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {postbacks.isPending ? <Loading /> : null}
      <ErrorAlert error={postbacks.error} />
      {postbacks.data && postbacks.data.length === 0 ? <p className="text-body-secondary">{t('postbacks.none')}</p> : null}
      {postbacks.data && postbacks.data.length > 0 ? <PostbacksTable rows={postbacks.data} /> : null}
    </>
  );
}
