import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { AccountSettings } from './components/AccountSettings';
import { MemberOnly } from './components/MemberOnly';

/** ProfilePage is the member's own profile; for now its account settings, the profile editor comes above them later. */
export function ProfilePage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('profile.settingsTitle'));
  return (
    <section className="container py-5" style={{ maxWidth: '40rem' }}>
      <MemberOnly>{(user) => <AccountSettings user={user} />}</MemberOnly>
    </section>
  );
}
