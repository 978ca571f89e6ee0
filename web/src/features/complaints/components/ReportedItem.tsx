import { useTranslation } from 'react-i18next';
import type { ReportTarget } from '../../../lib/reportLink';
import { useMemberQuery } from '../../../queries/members';

type Kind = 'profile' | 'photo' | 'message';

/**
 * ReportedItem shows what a Report action prefilled: whether it is a profile, a photo
 * or a message, and whose (their name and photo when the visitor may see the profile).
 */
export function ReportedItem({ target }: { target: ReportTarget }) {
  const kind: Kind = target.message ? 'message' : target.photo ? 'photo' : 'profile';
  return (
    <div className="complaint-reported d-flex align-items-center gap-3" data-testid="complaint-reported">
      {target.member ? <MemberLine id={target.member} kind={kind} /> : <Line kind={kind} />}
    </div>
  );
}

function MemberLine({ id, kind }: { id: number; kind: Kind }) {
  const member = useMemberQuery(String(id));
  const profile = member.isSuccess ? member.data : null;
  return <Line kind={kind} name={profile?.name} thumb={profile?.main_image?.thumb} />;
}

function Line({ kind, name, thumb }: { kind: Kind; name?: string; thumb?: string }) {
  const { t } = useTranslation('complaints');
  return (
    <>
      {thumb ? <img src={thumb} alt="" className="complaint-reported-thumb" /> : <span className="complaint-reported-thumb complaint-reported-blank" aria-hidden="true" />}
      <div className="min-w-0">
        <span className="d-block fw-semibold">{name ? t(`what.${kind}Of`, { name }) : t(`what.${kind}`)}</span>
        <span className="d-block small text-body-secondary">{t('what.prefilled')}</span>
      </div>
    </>
  );
}
