import { useTranslation } from 'react-i18next';
import type { NotificationType } from '../../../api/notifications';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { useUnsubscribeMutation } from '../../../queries/notifications';

const knownTypes: readonly string[] = ['new_conversations', 'new_messages', 'like', 'unread_message_reminders', 'reminders', 'weekly_updates', 'news', 'promotions'] satisfies NotificationType[];
const isKnownType = (type: string): type is NotificationType => knownTypes.includes(type);

/**
 * UnsubscribeConfirm asks a person who opened an e-mail's unsubscribe link to confirm:
 * opening the link changes nothing (link scanners open every link), the button does.
 */
export function UnsubscribeConfirm({ token, type }: { token: string; type: string }) {
  const { t } = useTranslation('notifications');
  const unsubscribe = useUnsubscribeMutation(token);
  if (!isKnownType(type)) return null;
  const name = t(`types.${type}.title`);
  if (unsubscribe.isSuccess) {
    return (
      <div className="alert alert-success" role="status" data-testid="unsubscribed">
        {t('unsubscribe.done', { type: name })}
      </div>
    );
  }
  return (
    <div className="card mb-4" data-testid="unsubscribe-confirm">
      <div className="card-body">
        <p className="mb-3">{t('unsubscribe.question', { type: name })}</p>
        <ApiErrorAlert error={unsubscribe.error} />
        <button type="button" className="btn btn-primary" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(type)}>
          {t('unsubscribe.confirm')}
        </button>
      </div>
    </div>
  );
}
