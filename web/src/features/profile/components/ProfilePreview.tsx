import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { PageSpinner } from '../../../components/PageSpinner';
import { useMemberQuery } from '../../../queries/members';
import { PhotoGallery } from '../../members/components/PhotoGallery';
import { ProfileDetails } from '../../members/components/ProfileDetails';
import { ProfileHeader } from '../../members/components/ProfileHeader';

/**
 * ProfilePreview shows the member's own profile as other members see it: the server's
 * answer for their profile page (only approved photos, only the fields the site shows),
 * as last saved.
 */
export function ProfilePreview({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const query = useMemberQuery(String(id));
  return (
    <Modal show onHide={onClose} size="lg" fullscreen="sm-down" aria-labelledby="pp-title">
      <Modal.Header closeButton closeLabel={t('preview.close')}>
        <Modal.Title id="pp-title" className="h5 fw-bold">{t('preview.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body data-testid="profile-preview">
        <p className="small text-body-secondary">{t('preview.note')}</p>
        {query.isError ? (
          <ApiErrorAlert error={query.error} />
        ) : query.isPending ? (
          <PageSpinner />
        ) : (
          <>
            <ProfileHeader member={query.data} />
            <div className="mb-3">
              <PhotoGallery member={query.data} />
            </div>
            <ProfileDetails member={query.data} />
          </>
        )}
      </Modal.Body>
    </Modal>
  );
}
