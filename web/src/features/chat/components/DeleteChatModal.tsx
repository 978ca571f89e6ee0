import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { ChatItem } from '../../../api/chats';

/** DeleteChatModal asks before a conversation leaves the list. */
export function DeleteChatModal({ chat, onConfirm, onCancel }: { chat: ChatItem | null; onConfirm: (chat: ChatItem) => void; onCancel: () => void }) {
  const { t } = useTranslation('chat');
  const name = chat?.profile.name ?? '';
  return (
    <Modal show={chat !== null} onHide={onCancel} centered size="sm" aria-labelledby="delete-chat-title">
      <Modal.Header closeButton closeLabel={t('list.close')}>
        <Modal.Title id="delete-chat-title" className="h5 fw-bold">
          {t('list.deleteTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="text-body-secondary">{t('list.deleteText', { name })}</Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('list.cancel')}
        </button>
        <button type="button" className="btn btn-danger fw-semibold" onClick={() => chat && onConfirm(chat)}>
          {t('list.deleteConfirm')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
