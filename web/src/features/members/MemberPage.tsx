import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../api/client';
import type { Member } from '../../api/members';
import { ApiErrorAlert } from '../../components/ApiErrorAlert';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useMemberQuery } from '../../queries/members';
import { useSettings } from '../../queries/site';
import { ErrorPage } from '../errors/ErrorPage';
import { FictionalWarning } from './components/FictionalWarning';
import { MemberActions } from './components/MemberActions';
import { PhotoGallery } from './components/PhotoGallery';
import { ProfileDetails } from './components/ProfileDetails';
import { ProfileHeader } from './components/ProfileHeader';
import { RelatedMembers } from './components/RelatedMembers';

/** MemberPage is a member's profile (SPEC §2 "members-id"). */
export function MemberPage() {
  const { t } = useTranslation('members');
  const { id = '' } = useParams();
  const query = useMemberQuery(id);
  if (query.isPending) return <ProfileSkeleton label={t('profile.loading')} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.code === 'not_found') return <ErrorPage status={404} />;
    return (
      <section className="container py-5" style={{ maxWidth: '36rem' }}>
        <ApiErrorAlert error={query.error}>
          <button type="button" className="btn btn-link btn-sm p-0 ms-2 align-baseline" onClick={() => void query.refetch()}>
            {t('common:errors.retry')}
          </button>
        </ApiErrorAlert>
      </section>
    );
  }
  // The key starts the lightbox afresh for each member.
  return <MemberProfile member={query.data} key={query.data.id} />;
}

function MemberProfile({ member }: { member: Member }) {
  const settings = useSettings();
  useDocumentTitle(member.name);
  return (
    <section className="container py-4">
      <div className="profile-layout">
        <div className="profile-layout-header">
          <ProfileHeader member={member} />
          <MemberActions member={member} />
          {member.fictional && settings.fictional_warning && <FictionalWarning />}
        </div>
        <div className="profile-layout-photos">
          <PhotoGallery member={member} />
        </div>
        <div className="profile-layout-details">
          <ProfileDetails member={member} />
        </div>
      </div>
      <RelatedMembers member={member} />
    </section>
  );
}

function ProfileSkeleton({ label }: { label: string }) {
  return (
    <section className="container py-4 placeholder-glow" role="status">
      <span className="visually-hidden">{label}</span>
      <div className="profile-layout" aria-hidden="true">
        <div className="profile-layout-header">
          <span className="placeholder col-6 placeholder-lg d-block mb-3" />
          <span className="placeholder col-4 d-block" />
        </div>
        <div className="profile-layout-photos">
          <div className="profile-photo placeholder w-100" />
        </div>
        <div className="profile-layout-details">
          <span className="placeholder col-12 d-block mb-2" />
          <span className="placeholder col-10 d-block mb-2" />
          <span className="placeholder col-8 d-block" />
        </div>
      </div>
    </section>
  );
}
