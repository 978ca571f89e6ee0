import { ActivationBanner } from '../../components/ActivationBanner';
import { NotificationsDisabledBanner } from '../../components/NotificationsDisabledBanner';
import { ProfilePhotoAlert } from '../../components/ProfilePhotoAlert';

/**
 * MemberBanners are the account's banners (activation, mail stopped, profile to
 * complete); the default layout loads them for members only, keeping them out of the
 * landing page's download. BannerTurns picks the one that shows.
 */
export function MemberBanners() {
  return (
    <>
      <ActivationBanner />
      <NotificationsDisabledBanner />
      <ProfilePhotoAlert />
    </>
  );
}
