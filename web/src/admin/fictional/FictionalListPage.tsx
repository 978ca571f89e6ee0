import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../components/ErrorAlert';
import { Loading } from '../components/Loading';
import { PageHeader } from '../components/PageHeader';
import { adminPaths } from '../paths';
import { useFictionalListQuery } from '../queries/fictional';

/** FictionalListPage lists the fictional profiles, retired ones too, with a link to edit each and to make a new one. */
export function FictionalListPage() {
  const { t } = useTranslation('admin');
  const list = useFictionalListQuery();
  return (
    <>
      <PageHeader title={t('fictional.title')}>
        <Link to={adminPaths.fictionalNew} className="btn btn-primary btn-sm">
          {t('fictional.new')}
        </Link>
      </PageHeader>
      <p className="text-body-secondary small">{t('fictional.intro')}</p>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorAlert error={list.error} />
      ) : list.data.profiles.length === 0 ? (
        <p>{t('fictional.empty')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <thead>
              <tr>
                <th scope="col">{t('fictional.photo')}</th>
                <th scope="col">{t('fictional.name')}</th>
                <th scope="col">{t('fictional.sites')}</th>
                <th scope="col">{t('fictional.language')}</th>
                <th scope="col">{t('fictional.place')}</th>
                <th scope="col">{t('fictional.conversations')}</th>
                <th scope="col">{t('fictional.state')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.profiles.map((f) => (
                <tr key={f.id}>
                  <td>{f.photos[0] ? <img src={f.photos[0].url} alt="" width={40} height={40} className="rounded object-fit-cover" /> : '–'}</td>
                  <td>
                    <Link to={adminPaths.fictionalProfile(f.id)}>{f.name}</Link>, {f.age}
                  </td>
                  <td>{f.sites.map((h) => (h === '*' ? t('fictional.everySite') : h)).join(', ')}</td>
                  <td>{f.language}</td>
                  <td>
                    {f.city} ({f.country})
                  </td>
                  <td>{f.conversations}</td>
                  <td>
                    <span className={`badge ${f.retired ? 'text-bg-secondary' : 'text-bg-success'}`}>{f.retired ? t('fictional.retired') : t('fictional.active')}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
