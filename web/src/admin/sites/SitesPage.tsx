import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../components/ErrorAlert';
import { useFormat } from '../components/format';
import { Loading } from '../components/Loading';
import { PageHeader } from '../components/PageHeader';
import { adminPaths } from '../paths';
import { useSitesQuery } from '../queries/sites';
import { AdminTable } from '../components/AdminTable';

/** SitesPage lists the sites (domains) this deployment serves; '*' answers every other host. */
export function SitesPage() {
  const { t } = useTranslation('admin');
  const sites = useSitesQuery();
  const f = useFormat();
  return (
    <>
      <PageHeader title={t('sites.title')}>
        <Link to={adminPaths.siteNew} className="btn btn-sm btn-primary">
          {t('sites.new.link')}
        </Link>
      </PageHeader>
      {sites.isPending ? <Loading /> : null}
      <ErrorAlert error={sites.error} />
      {sites.data ? (
        <AdminTable
          head={
            <>
              <th scope="col">{t('sites.col.host')}</th>
              <th scope="col">{t('sites.col.name')}</th>
              <th scope="col">{t('sites.col.domain')}</th>
              <th scope="col">{t('sites.col.created')}</th>
            </>
          }
        >
          {sites.data.map((s) => (
            <tr key={s.host}>
              <td>
                <Link to={adminPaths.site(s.host)} className="font-monospace fw-semibold fs-6 px-1">
                  {s.host}
                </Link>
                {s.host === '*' ? <div className="small text-body-secondary">{t('sites.defaultSite')}</div> : null}
              </td>
              <td>
                <Link to={adminPaths.site(s.host)} tabIndex={-1}>
                  {s.name}
                </Link>
              </td>
              <td className="font-monospace small">{s.domain}</td>
              <td className="small text-nowrap">{f.dateTime(s.created_at)}</td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
    </>
  );
}
