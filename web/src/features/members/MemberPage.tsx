import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import type { Member } from '../../api/members';
import { ApiErrorAlert } from '../../components/ApiErrorAlert';
import { FirstPhoto } from '../../components/FirstPhoto';
import { SkeletonUntil } from '../../components/SkeletonUntil';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useMemberQuery } from '../../queries/members';
import { useInterestsQuery, useRegionsQuery } from '../../queries/site';
import { useSettings } from '../../queries/siteState';
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
  // The profile names the member's region and interests from the site's lists (a
  // prerendered profile carries them, internal/httpapi/firstscreen.go): it shows once they
  // are in too (or a first try failed: it names them by their codes till a retry brings
  // them), complete in one render rather than three, and without the region's code giving
  // way to its name under the reader's eyes.
  const lists = [useRegionsQuery(), useInterestsQuery()];
  // isFetched, not isPending: a list that failed is asked again as the profile's parts
  // mount, and the profile must not go back to its skeleton meanwhile.
  const ready = lists.every((l) => l.isFetched || l.failureCount > 0) ? query.data : undefined;
  // The profile renders at a transition's priority, which leaves the browser free to
  // answer: drawn at once as its answer came in, it was one long task on a phone (issue 22).
  const deferred = useDeferredValue(ready);
  const member = deferred && deferred.id === ready?.id ? deferred : undefined;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.code === 'not_found') return <ErrorPage status={404} />;
    if (query.error instanceof ApiError && query.error.code === 'blocked') return <BlockedByMember />;
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
  return (
    <SkeletonUntil ready={!!member} skeleton={<ProfileSkeleton label={t('profile.loading')} />}>
      {member && <MemberProfile member={member} key={member.id} />}
    </SkeletonUntil>
  );
}

function MemberProfile({ member }: { member: Member }) {
  const settings = useSettings();
  useDocumentTitle(member.name);
  return (
    <section className="container profile-page py-4">
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

/** BlockedByMember is what a member sees of a profile whose owner blocked them (SPEC §4). */
function BlockedByMember() {
  const { t } = useTranslation('members');
  useDocumentTitle(t('block.blockedTitle'));
  return (
    <section className="container py-5 text-center" style={{ maxWidth: '32rem' }}>
      <h1 className="h3 fw-bold">{t('block.blockedTitle')}</h1>
      <p className="text-body-secondary">{t('block.blockedText')}</p>
      <Link to="/members" className="btn btn-primary fw-semibold">
        {t('block.backToSearch')}
      </Link>
    </section>
  );
}

/**
 * ProfileSkeleton holds the profile's places while the member loads (and is the page
 * prerendered for visitors): the 4:5 photo frame with the row of its buttons under it,
 * the name, place, online mark and the actions at their line heights, so that on a phone
 * the header under the photo stays where it is when the member arrives. It is at least
 * a screen high, as every profile is: the footer never shows above the fold, to be pushed
 * down when the member arrives.
 */
function ProfileSkeleton({ label }: { label: string }) {
  return (
    <section className="container profile-page profile-skeleton py-4 placeholder-glow" role="status">
      <span className="visually-hidden">{label}</span>
      <div className="profile-layout" aria-hidden="true">
        <div className="profile-layout-header">
          <div className="profile-header mb-3">
            <div className="h2 fw-bold mb-1">
              <span className="placeholder col-6" />
            </div>
            <p className="mb-2">
              <span className="placeholder col-4" />
            </p>
            <span className="badge rounded-pill placeholder col-2">{'\u00a0'}</span>
          </div>
          <div className="member-actions d-flex flex-wrap gap-2 mb-3">
            <span className="btn btn-primary disabled placeholder col-5 col-md-4">{'\u00a0'}</span>
          </div>
        </div>
        <div className="profile-layout-photos">
          <div className="photo-carousel-frame placeholder w-100">
            <FirstPhoto slot={0} />
          </div>
          <div className="d-flex flex-wrap align-items-center gap-2 mt-3 photo-gallery-actions">
            <span className="btn btn-outline-primary btn-sm disabled placeholder col-3">{'\u00a0'}</span>
          </div>
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
