import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '../../../api/user';
import { ChangeEmailCard } from './ChangeEmailCard';
import { ChangePasswordCard } from './ChangePasswordCard';
import { DataExportCard } from './DataExportCard';
import { DeleteAccountCard } from './DeleteAccountCard';

/** AccountSettings is the settings part of the profile page (/profile#settings): e-mail, password, the data export, deletion. */
export function AccountSettings({ user }: { user: User }) {
  const { t } = useTranslation('account');
  return (
    <div className="d-flex flex-column gap-4">
      <h1 className="h2 fw-bold mb-0" id="settings">
        {t('profile.settingsTitle')}
      </h1>
      <div className="card">
        <div className="card-body d-flex align-items-center gap-3">
          <span className="flex-grow-1">{t('profile.notificationsText')}</span>
          <Link className="btn btn-outline-primary btn-sm" to="/notifications">
            {t('profile.notificationsLink')}
          </Link>
        </div>
      </div>
      <ChangeEmailCard currentEmail={user.email} />
      <ChangePasswordCard />
      <DataExportCard />
      <DeleteAccountCard />
    </div>
  );
}
