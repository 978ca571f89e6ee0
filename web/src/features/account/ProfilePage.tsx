import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { ProfileEditor } from '../profile/ProfileEditor';
import { AccountSettings } from './components/AccountSettings';
import { MemberOnly } from '../../components/MemberOnly';

/** ProfilePage is the member's own profile: the profile editor, then the account settings. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('editor.title'));
  return (
    <section className="container py-5" style={{ maxWidth: '40rem' }}>
      <MemberOnly>
        {(user) => (
          <div className="d-flex flex-column gap-5">
            <ProfileEditor />
            <AccountSettings user={user} />
          </div>
        )}
      </MemberOnly>
    </section>
  );
}
