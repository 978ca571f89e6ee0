import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * ProfileQuestionsGate stands in for the member search until complete-signup's questions
 * (gender, looking for, country and region) are answered: the search starts from them,
 * and a profile without them is shown to no one.
 */
export function ProfileQuestionsGate() {
  const { t } = useTranslation('account');
  return (
    <div className="card border-0 shadow-sm p-4 text-center mx-auto" style={{ maxWidth: '32rem' }} data-testid="profile-questions-gate">
      <h2 className="h4 fw-bold">{t('gate.title')}</h2>
      <p className="text-body-secondary">{t('gate.text')}</p>
      <Link to="/complete-signup" className="btn btn-primary btn-lg fw-semibold">{t('gate.button')}</Link>
    </div>
  );
}
