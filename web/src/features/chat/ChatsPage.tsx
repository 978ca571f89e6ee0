import { useTranslation } from 'react-i18next';
import { EnvelopeIcon } from '../../components/EnvelopeIcon';
import { useDocumentTitle } from '../../components/useDocumentTitle';

/**
 * ChatsPage is /chats: the list beside (ChatShell) and, on wide screens, this pane
 * asking to choose a conversation. Below 992 px only the list shows.
 */
export function ChatsPage() {
  const { t } = useTranslation('chat');
  useDocumentTitle(t('title'));
  return (
    <div className="chat-pick">
      <div className="chat-empty-icon mb-3" aria-hidden="true">
        <EnvelopeIcon size={30} />
      </div>
      <h2 className="h5 fw-bold">{t('pick.title')}</h2>
      <p className="text-body-secondary mb-0">{t('pick.text')}</p>
    </div>
  );
}
