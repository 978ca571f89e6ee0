import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { afterLoginPath } from './afterLogin';
import { CompleteSignupWizard } from './components/CompleteSignupWizard';
import { FirstPhotoStep } from './components/FirstPhotoStep';
import { MemberOnly } from '../../components/MemberOnly';

/** CompleteSignupPage follows sign-up: a few questions that make the new member's profile findable. */
export function CompleteSignupPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('complete.title'));
  // Set as the last answer goes out, so that the saved profile leads to the photo, not away.
  const [askPhoto, setAskPhoto] = useState(false);
  return (
    <section className="container py-5" style={{ maxWidth: '32rem' }}>
      <h1 className="h2 fw-bold">{t('complete.title')}</h1>
      <p className="text-body-secondary">{t('complete.intro')}</p>
      <MemberOnly>
        {(user) =>
          !user.profile.complete ? (
            <CompleteSignupWizard user={user} onLastAnswer={() => setAskPhoto(user.profile.main_image === null)} />
          ) : askPhoto ? (
            <FirstPhotoStep />
          ) : (
            <Navigate to={afterLoginPath()} replace />
          )
        }
      </MemberOnly>
    </section>
  );
}
