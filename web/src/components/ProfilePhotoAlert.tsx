import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dismiss, isDismissed } from '../lib/dismissals';
import { useUser } from '../queries/siteState';
import { Banner } from './Banner';
import { useBannerTurn } from './BannerTurn';
import { useRouteHandle } from '../lib/routeTable';

const profilePhotoDismissKey = 'profilePhoto';
const profilePhotoDismissMs = 24 * 60 * 60 * 1000;

// SPEC §2: screens where completing the profile is beside the point, or already on the screen.
const quietScreens = ['profile', 'signup', 'complete-signup', 'activate-done', 'premium', 'notifications', 'directdebit', 'settings'];

/**
 * ProfilePhotoAlert is the complete-signup prompt: a member whose profile is not complete
 * (user.missing), and so not shown to others, is asked to answer complete-signup's
 * questions, or, when only the photo is missing, to add one. A photo waiting for approval
 * is not missing. Not on quietScreens; a dismissal holds for 24 hours (SPEC §2).
 */
export function ProfilePhotoAlert() {
  const user = useUser();
  const route = useRouteHandle()?.name ?? '';
  const [dismissed, setDismissed] = useState(() => isDismissed(profilePhotoDismissKey, profilePhotoDismissMs));
  const questions = !!user && user.missing.some((m) => m !== 'photo');
  const wants = !!user && !user.complete && !dismissed && !quietScreens.includes(route) && (questions || user.profile.main_image === null);
  if (!useBannerTurn('profile', wants)) return null;
  const close = () => {
    dismiss(profilePhotoDismissKey);
    setDismissed(true);
  };
  // Its texts load only for the members who see it, without holding up the page.
  return (
    <Suspense fallback={null}>
      <PhotoAlert onClose={close} questions={questions} />
    </Suspense>
  );
}

function PhotoAlert({ onClose, questions }: { onClose: () => void; questions: boolean }) {
  const { t } = useTranslation('profile');
  return (
    <Banner testId="profile-photo-alert" onClose={onClose} closeLabel={t('alert.dismiss')}>
      {questions ? (
        <>
          {t('alert.incompleteText')} <Link to="/complete-signup" className="app-banner-link">{t('alert.incompleteLink')}</Link>
        </>
      ) : (
        <>
          {t('alert.text')} <Link to="/profile#photos" className="app-banner-link">{t('alert.link')}</Link>
        </>
      )}
    </Banner>
  );
}
