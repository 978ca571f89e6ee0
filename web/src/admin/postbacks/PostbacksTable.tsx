import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Conversion } from '../api/postbacks';
import { AdminTable } from '../components/AdminTable';
import { useFormat } from '../components/format';
import { adminPaths } from '../paths';

const tone: Record<string, string> = { sent: 'success', pending: 'warning', failed: 'danger', ok: 'success' };

function Badge({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  return (
    <span className={`badge text-bg-${tone[status] ?? 'light'}`} data-status={status}>
      {t(`postbacks.status.${status}`, { defaultValue: status })}
    </span>
  );
}

/** PostbacksTable lists conversions with their postback; each row opens its attempts (time, outcome, code, error, URL). */
export function PostbacksTable({ rows }: { rows: Conversion[] }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <AdminTable
      head={
        <>
          <th scope="col">{t('postbacks.col.when')}</th>
          <th scope="col">{t('postbacks.col.event')}</th>
          <th scope="col">{t('postbacks.col.network')}</th>
          <th scope="col">{t('postbacks.col.clickId')}</th>
          <th scope="col">{t('postbacks.col.member')}</th>
          <th scope="col" className="text-end">
            {t('postbacks.col.amount')}
          </th>
          <th scope="col" className="text-end">
            {t('postbacks.col.payout')}
          </th>
          <th scope="col">{t('postbacks.col.status')}</th>
          <th scope="col">{t('postbacks.col.attempts')}</th>
        </>
      }
    >
      {rows.map((c) => (
        <Fragment key={c.id}>
          <tr data-testid="postback-row">
            <td className="small text-nowrap">{f.dateTime(c.created_at)}</td>
            <td>{t(`postbacks.events.${c.event}`)}</td>
            <td className="small">{c.source.network}</td>
            <td className="small font-monospace text-break">{c.source.click_id}</td>
            <td className="small">{c.member_id ? <Link to={adminPaths.member(c.member_id)}>{c.member_id}</Link> : '—'}</td>
            <td className="small text-end text-nowrap">{c.currency ? f.money(c.amount, c.currency) : '—'}</td>
            <td className="small text-end text-nowrap">{c.payout_currency ? f.money(c.payout, c.payout_currency) : '—'}</td>
            <td>
              <Badge status={c.postback_status} />
            </td>
            <td>
              <button
                type="button"
                className="btn btn-sm btn-link p-0"
                aria-expanded={open === c.id}
                onClick={() => setOpen(open === c.id ? null : c.id)}
              >
                {t('postbacks.attemptsCount', { count: c.attempts.length })}
              </button>
            </td>
          </tr>
          {open === c.id ? (
            <tr>
              <td colSpan={9} className="bg-body-tertiary">
                {c.attempts.length === 0 ? <p className="small mb-0">{t('postbacks.noAttempts')}</p> : null}
                <ol className="list-unstyled small mb-0">
                  {c.attempts.map((a) => (
                    <li key={a.id} className="mb-2" data-testid="postback-attempt">
                      <div className="d-flex flex-wrap gap-2 align-items-center">
                        <strong>#{a.attempt}</strong>
                        <span>{f.dateTime(a.attempted_at)}</span>
                        <Badge status={a.status} />
                        <span>{t('postbacks.responseCode', { code: a.response_code || '—' })}</span>
                        <span className="text-body-secondary">{t('postbacks.duration', { ms: a.duration_ms })}</span>
                        {a.error ? <span className="text-danger">{a.error}</span> : null}
                      </div>
                      <code className="d-block text-break">{a.url}</code>
                    </li>
                  ))}
                </ol>
              </td>
            </tr>
          ) : null}
        </Fragment>
      ))}
    </AdminTable>
  );
}
