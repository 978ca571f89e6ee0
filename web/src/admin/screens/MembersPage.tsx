import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '../components/ErrorAlert';
import { useFormat } from '../components/format';
import { Loading } from '../components/Loading';
import { PageHeader } from '../components/PageHeader';
import { Pager } from '../components/Pager';
import { useCursors } from '../components/useCursors';
import { StatusBadge } from '../components/StatusBadge';
import { adminPaths } from '../paths';
import { useMemberSearchQuery } from '../queries/members';

/** MembersPage searches members by id, e-mail, name, IP, payment id or traffic source. */
export function MembersPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const pages = useCursors();
  const search = useMemberSearchQuery(q, pages.beforeId);
  const f = useFormat();
  return (
    <>
      <PageHeader title={t('members.title')} />
      <form
        className="admin-search mb-3"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          pages.reset();
          setParams(text.trim() ? { q: text.trim() } : {});
        }}
      >
        <input
          type="search"
          className="form-control"
          aria-label={t('members.search')}
          placeholder={t('members.searchHint')}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          {t('members.search')}
        </button>
      </form>
      {q === '' ? <p className="text-body-secondary small">{t('members.start')}</p> : null}
      {search.isPending ? <Loading /> : null}
      <ErrorAlert error={search.error} />
      {search.data && search.data.members.length === 0 ? <p className="text-body-secondary">{t('members.none', { q })}</p> : null}
      {search.data && search.data.members.length > 0 ? (
        <div className="table-responsive admin-table-wrap">
          <table className="table table-sm table-hover align-middle admin-table mb-0">
            <thead>
              <tr>
                <th scope="col">{t('members.col.id')}</th>
                <th scope="col">{t('members.col.member')}</th>
                <th scope="col">{t('members.col.status')}</th>
                <th scope="col">{t('members.col.site')}</th>
                <th scope="col" className="text-end">
                  {t('members.col.credits')}
                </th>
                <th scope="col" className="d-none d-lg-table-cell">
                  {t('members.col.created')}
                </th>
                <th scope="col">{t('members.col.lastLogin')}</th>
              </tr>
            </thead>
            <tbody>
              {search.data.members.map((m) => (
                <tr key={m.id}>
                  <td className="text-body-secondary font-monospace">{m.id}</td>
                  <td>
                    <div className="d-flex align-items-center gap-2">
                      {m.photo_url ? <img src={m.photo_url} alt="" className="admin-avatar" loading="lazy" /> : <span className="admin-avatar admin-avatar-empty" />}
                      <div className="min-w-0">
                        <Link to={adminPaths.member(m.id)} className="fw-semibold">
                          {m.name}
                        </Link>
                        {m.premium ? <span className="badge text-bg-info ms-1">{t('members.premium')}</span> : null}
                        <div className="small text-body-secondary text-truncate">{m.email}</div>
                      </div>
                    </div>
                  </td>
                  <td>
                    <StatusBadge status={m.status} />
                  </td>
                  <td className="small text-nowrap">
                    {m.site} · {m.country}
                  </td>
                  <td className="text-end font-monospace">{f.number(m.credits)}</td>
                  <td className="small text-nowrap d-none d-lg-table-cell">{f.dateTime(m.created_at)}</td>
                  <td className="small text-nowrap">{f.dateTime(m.last_login_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pager newer={pages.newer} older={pages.olderTo(search.data?.next_before_id)} />
    </>
  );
}
