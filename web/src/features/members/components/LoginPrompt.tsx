import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignupEntry } from '../../../components/signupEntry';
import { useSettings } from '../../../queries/siteState';

/** LoginPrompt invites a visitor to log in or sign up where the site keeps search for members. */
export function LoginPrompt() {
  const { t } = useTranslation('members');
  const settings = useSettings();
  const openSignup = useSignupEntry();
  return (
    <div className="login-prompt card border-0 shadow-sm text-center p-4 p-md-5">
      <h2 className="h4 fw-bold">{t('search.loginTitle')}</h2>
      <p className="text-body-secondary mx-auto" style={{ maxWidth: '32rem' }}>
        {t('search.loginText', { siteName: settings.name })}
      </p>
      <div className="d-flex flex-column flex-sm-row gap-2 justify-content-center">
        {settings.signup_allowed && (
          <Link to="/signup" className="btn btn-primary fw-semibold px-4" onClick={openSignup}>
            {t('search.signup')}
          </Link>
        )}
        <Link to="/login" className="btn btn-outline-primary fw-semibold px-4">
          {t('search.login')}
        </Link>
      </div>
    </div>
  );
}
