import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../api/client';
import type { NotificationTypeSetting } from '../../../api/notifications';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { PageSpinner } from '../../../components/PageSpinner';
import { useNotificationsQuery, useSaveNotificationsMutation } from '../../../queries/notifications';
import { PushSettings } from './PushSettings';

/** NotificationSwitches lists every type with what it sends and how often, saved on each switch; then push, where the site has it. */
export function NotificationSwitches({ token }: { token?: string }) {
  const { t } = useTranslation('notifications');
  const query = useNotificationsQuery(token);
  const save = useSaveNotificationsMutation(token);
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    const invalidLink = query.error instanceof ApiError && query.error.key === 'settingsLinkInvalid';
    return (
      <ApiErrorAlert error={query.error}>
        {invalidLink && (
          <Link className="alert-link ms-2" to="/login">
            {t('login')}
          </Link>
        )}
      </ApiErrorAlert>
    );
  }
  const settings = query.data;
  const toggle = (s: NotificationTypeSetting) => save.mutate({ [s.type]: !s.enabled });
  return (
    <div className="d-flex flex-column gap-3">
      {token && <p className="small mb-0">{t('forEmail', { email: settings.email })}</p>}
      {settings.mail_disabled && (
        <div className="alert alert-warning mb-0" role="alert" data-testid="mail-disabled">
          {t(settings.mail_disabled === 'fbl' ? 'mailDisabled.fbl' : 'mailDisabled.bounce', { email: settings.email })}{' '}
          {!token && (
            <Link className="alert-link" to="/profile#settings">
              {t('mailDisabled.changeEmail')}
            </Link>
          )}
        </div>
      )}
      <ul className="list-group" aria-label={t('title')}>
        {settings.types.map((s) => (
          <li key={s.type} className="list-group-item py-3">
            <div className="form-check form-switch d-flex align-items-start gap-3 ps-0 mb-0">
              <input
                className="form-check-input ms-0 mt-1 flex-shrink-0"
                type="checkbox"
                role="switch"
                id={`notify-${s.type}`}
                checked={s.enabled}
                disabled={save.isPending}
                onChange={() => toggle(s)}
              />
              <label className="form-check-label flex-grow-1" htmlFor={`notify-${s.type}`}>
                <span className="fw-semibold d-block">{t(`types.${s.type}.title`)}</span>
                <span className="small text-body-secondary d-block">{t(`types.${s.type}.text`)}</span>
                {!s.enabled && s.reason === 'listunsubscribe' && <span className="small text-warning-emphasis d-block">{t('unsubscribed')}</span>}
              </label>
            </div>
          </li>
        ))}
      </ul>
      <ApiErrorAlert error={save.error} />
      {save.isSuccess && (
        <p className="small text-success mb-0" role="status">
          {t('saved')}
        </p>
      )}
      {/* Push belongs to a logged-in member's devices, not to an e-mail's link. */}
      {!token && <PushSettings settings={settings} />}
    </div>
  );
}
