import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

const openers = ['opener1', 'opener2', 'opener3', 'opener4', 'opener5', 'opener6'] as const;

/**
 * IcebreakerModal suggests first messages for an empty conversation in the member's
 * language; picking one puts it in the message box, to change or send.
 */
export function IcebreakerModal({ show, name, onPick, onHide }: { show: boolean; name: string; onPick: (text: string) => void; onHide: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="icebreaker-title" className="icebreaker-modal">
      <Modal.Header closeButton closeLabel={t('icebreaker.close')}>
        <Modal.Title id="icebreaker-title" className="h5 fw-bold">
          {t('icebreaker.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="text-body-secondary small">{t('icebreaker.text', { name })}</p>
        <div className="d-grid gap-2">
          {openers.map((key) => {
            const text = t(`icebreaker.${key}`, { name });
            return (
              <button key={key} type="button" className="btn btn-outline-primary text-start icebreaker-option" onClick={() => onPick(text)}>
                {text}
              </button>
            );
          })}
        </div>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-link text-body-secondary" onClick={onHide}>
          {t('icebreaker.own')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
