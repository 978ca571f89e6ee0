import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MemberOnly } from '../../components/MemberOnly';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { NotificationSwitches } from './components/NotificationSwitches';
import { UnsubscribeConfirm } from './components/UnsubscribeConfirm';

/**
 * NotificationsPage is /notifications: one switch per notification type. A member who
 * is logged in changes their own settings; the link of an e-mail (?token=) opens the
 * token's member's settings without logging in, and ?unsubscribe=TYPE (the unsubscribe
 * link opened in a browser) first asks to confirm switching that type off.
 */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  useDocumentTitle(t('title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribeType = params.get('unsubscribe') ?? '';
  return (
    <section className="container py-5" style={{ maxWidth: '40rem' }}>
      <h1 className="h2 fw-bold mb-2">{t('title')}</h1>
      <p className="text-body-secondary">{t('intro')}</p>
      {token ? (
        <>
          {unsubscribeType && <UnsubscribeConfirm token={token} type={unsubscribeType} />}
          <NotificationSwitches token={token} />
        </>
      ) : (
        <MemberOnly>{() => <NotificationSwitches />}</MemberOnly>
      )}
      <p className="small mt-4 mb-0">
        <Link to="/profile#settings">{t('accountSettings')}</Link>
      </p>
    </section>
  );
}
