import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ComplaintDetail } from '../api/complaints';
import { ErrorAlert } from '../components/ErrorAlert';
import { useFormat } from '../components/format';
import { Loading } from '../components/Loading';
import { PageHeader } from '../components/PageHeader';
import { StatusBadge } from '../components/StatusBadge';
import { adminPaths } from '../paths';
import { useComplaintQuery } from '../queries/complaints';
import { DecisionForm } from './DecisionForm';

/**
 * ComplaintPage is one notice: what it says and who sent it, the reported member with
 * their photos (the reported one marked) and the messages around a reported message,
 * and the decision (taken here, or as it was taken).
 */
export function ComplaintPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const detail = useComplaintQuery(id);
  if (detail.isPending) return <Loading />;
  if (detail.isError) {
    return (
      <>
        <PageHeader title={t('complaints.complaint', { reference: `#${id}` })} />
        <ErrorAlert error={detail.error} />
        <Link to={adminPaths.complaints}>{t('complaints.back')}</Link>
      </>
    );
  }
  const { complaint: c } = detail.data;
  return (
    <>
      <nav aria-label={t('member.breadcrumb')} className="small mb-2">
        <Link to={adminPaths.complaints}>{t('complaints.title')}</Link> / <span className="text-body-secondary">{c.reference}</span>
      </nav>
      <PageHeader title={t('complaints.complaint', { reference: c.reference })}>
        <span className={`badge ${c.status === 'open' ? 'text-bg-warning' : 'text-bg-secondary'}`}>{t(`complaints.status.${c.status}`)}</span>
      </PageHeader>
      <div className="row g-3">
        <div className="col-lg-7">
          <Notice detail={detail.data} />
          <Context detail={detail.data} />
        </div>
        <div className="col-lg-5">
          <DecisionForm complaint={c} />
        </div>
      </div>
    </>
  );
}

function Notice({ detail: { complaint: c } }: { detail: ComplaintDetail }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  return (
    <section className="card admin-card mb-3">
      <div className="card-header">{t('complaints.notice')}</div>
      <div className="card-body">
        <dl className="admin-facts mb-3">
          <div>
            <dt>{t('complaints.category')}</dt>
            <dd>{t(`complaints.categories.${c.category}`)}</dd>
          </div>
          <div>
            <dt>{t('complaints.received')}</dt>
            <dd>{f.dateTime(c.created_at)}</dd>
          </div>
          <div>
            <dt>{t('complaints.url')}</dt>
            <dd className="text-break">{c.url || '—'}</dd>
          </div>
          <div>
            <dt>{t('complaints.reporter')}</dt>
            <dd>
              {c.name || t('complaints.anonymous')}
              {c.email ? <span className="text-body-secondary"> &lt;{c.email}&gt;</span> : null}
              {c.reporter_id ? (
                <>
                  {' · '}
                  <Link to={adminPaths.member(c.reporter_id)}>{t('complaints.member')}</Link>
                </>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>{t('complaints.site')}</dt>
            <dd>
              {c.site} · {c.language}
            </dd>
          </div>
        </dl>
        <h2 className="h6">{t('complaints.explanation')}</h2>
        <p className="admin-complaint-text mb-0" data-testid="complaint-explanation">
          {c.explanation}
        </p>
      </div>
    </section>
  );
}

function Context({ detail: { complaint: c, context } }: { detail: ComplaintDetail }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const m = context.member;
  return (
    <section className="card admin-card mb-3">
      <div className="card-header">{t('complaints.context')}</div>
      <div className="card-body">
        {m ? (
          <div className="mb-3">
            <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
              <Link to={adminPaths.member(m.id)} className="fw-semibold">
                {m.name}
              </Link>
              <span className="text-body-secondary small">#{m.id}</span>
              <StatusBadge status={m.status} />
              <Link to={`${adminPaths.complaints}?member=${m.id}&status=all`} className="small ms-auto">
                {t('complaints.aboutCount', { count: context.complaints })}
              </Link>
            </div>
            {m.about ? <p className="admin-complaint-text small mb-0">{m.about}</p> : <p className="small text-body-secondary mb-0">{t('complaints.noAbout')}</p>}
          </div>
        ) : (
          <p className="text-body-secondary">{t('complaints.noMember')}</p>
        )}
        {context.photos.length > 0 ? (
          <div className="admin-complaint-photos mb-3">
            {context.photos.map((p) => (
              <figure key={p.id} className={`m-0 ${p.id === c.photo_id ? 'reported' : ''}`}>
                <a href={`${p.url}?variant=full`} target="_blank" rel="noreferrer">
                  <img src={p.url} alt={t('member.photoAlt', { id: p.id })} loading="lazy" />
                </a>
                <figcaption className="small d-flex gap-1 align-items-center">
                  <StatusBadge status={p.status} />
                  {p.id === c.photo_id ? <strong>{t('complaints.reportedPhoto')}</strong> : null}
                </figcaption>
              </figure>
            ))}
          </div>
        ) : null}
        {context.messages.length > 0 ? (
          <>
            <h2 className="h6">{t('complaints.messages')}</h2>
            <ol className="admin-complaint-messages list-unstyled mb-0">
              {context.messages.map((msg) => (
                <li key={msg.id} className={`${msg.sender_id === c.member_id ? 'theirs' : 'other'} ${msg.id === c.message_id ? 'reported' : ''}`}>
                  <span className="small text-body-secondary d-block">
                    {msg.sender_id === c.member_id ? m?.name ?? `#${msg.sender_id}` : `#${msg.sender_id}`} · {f.dateTime(msg.created_at)}
                    {msg.id === c.message_id ? <strong> · {t('complaints.reportedMessage')}</strong> : null}
                  </span>
                  {msg.text || msg.gift ? <span className="admin-complaint-text">{msg.text || `🎁 ${msg.gift}`}</span> : <em className="text-body-secondary">{t('complaints.removedMessage')}</em>}
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </div>
    </section>
  );
}
