import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../components/ErrorAlert';
import { useFormat } from '../components/format';
import { Loading } from '../components/Loading';
import { PageHeader } from '../components/PageHeader';
import { StatusBadge } from '../components/StatusBadge';
import { adminPaths } from '../paths';
import { useMemberQuery } from '../queries/members';
import { useMeQuery } from '../queries/staff';
import { MemberActions } from './MemberActions';
import { MemberFacts } from './MemberFacts';
import { MemberHistory } from './MemberHistory';
import { can, perm } from '../permissions';

/** MemberPage is everything about one member, and what may be done to them. */
export function MemberPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const detail = useMemberQuery(id);
  const me = useMeQuery().data;
  const f = useFormat();
  if (detail.isPending) return <Loading />;
  if (detail.isError) {
    return (
      <>
        <PageHeader title={t('member.title', { id })} />
        <ErrorAlert error={detail.error} />
        <Link to={adminPaths.members}>{t('member.back')}</Link>
      </>
    );
  }
  const { member, photos, counts } = detail.data;
  return (
    <>
      <nav aria-label={t('member.breadcrumb')} className="small mb-2">
        <Link to={adminPaths.members}>{t('nav.members')}</Link> / <span className="text-body-secondary">#{member.id}</span>
      </nav>
      <PageHeader
        title={
          <>
            {member.name} <StatusBadge status={member.status} />
            {member.premium ? <span className="badge text-bg-info ms-1">{t('members.premium')}</span> : null}
          </>
        }
      >
        <span className="text-body-secondary small align-self-center">
          {member.email} · {member.site} · {t('member.credits', { credits: f.number(member.credits) })}
        </span>
      </PageHeader>
      {me ? <MemberActions member={member} me={me} /> : null}
      <div className="row g-3">
        <div className="col-xl-4 col-lg-5">
          <MemberFacts member={member} counts={counts} />
        </div>
        <div className="col-xl-8 col-lg-7">
          <section className="card admin-card mb-3">
            <div className="card-header">{t('member.photos')}</div>
            <div className="card-body">
              {photos.length === 0 ? (
                <p className="text-body-secondary small mb-0">{t('member.noPhotos')}</p>
              ) : (
                <div className="admin-photo-strip">
                  {photos.map((p) => (
                    <figure key={p.id} className="mb-0">
                      <img src={p.url} alt={t('member.photoAlt', { id: p.id })} loading="lazy" />
                      <figcaption>
                        <StatusBadge status={p.status} />
                      </figcaption>
                    </figure>
                  ))}
                </div>
              )}
            </div>
          </section>
          <MemberHistory detail={detail.data} mayRefund={me ? can(me, perm.money) : false} />
        </div>
      </div>
    </>
  );
}
