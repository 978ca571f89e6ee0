import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member } from '../../api/members';
import { PageSpinner } from '../../components/PageSpinner';

/** MemberState shows a member landing once its member is loaded, and says when they are not found. */
export function MemberState({ pending, member, children }: { pending: boolean; member?: Member; children: (m: Member) => ReactNode }) {
  const { t } = useTranslation('landers');
  if (pending) {
    // The page's height held while the member loads: the footer stays out of view.
    return (
      <div className="lander-skeleton-fill">
        <PageSpinner />
      </div>
    );
  }
  if (!member) {
    return (
      <section className="container py-5 text-center">
        <h1 className="h3 fw-bold">{t('member.notFound')}</h1>
        <a className="btn btn-primary rounded-pill mt-3" href="/landers/gallery">{t('member.others')}</a>
      </section>
    );
  }
  return <>{children(member)}</>;
}
