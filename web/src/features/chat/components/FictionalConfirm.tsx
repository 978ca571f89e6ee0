import { useTranslation } from 'react-i18next';
import { FictionalWarning } from '../../members/components/FictionalWarning';

interface Props {
  name: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * FictionalConfirm stands between a member and their first message to a fictional
 * profile: the warning, and a button that sends only once they confirm they read it.
 */
export function FictionalConfirm({ name, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('chat');
  return (
    <div className="chat-fictional-confirm px-3 pt-2" role="alertdialog" aria-labelledby="fictional-confirm-title" aria-describedby="fictional-confirm-text">
      <p id="fictional-confirm-title" className="fw-bold mb-2">
        {t('fictionalConfirm.title', { name })}
      </p>
      <div id="fictional-confirm-text">
        <FictionalWarning />
      </div>
      <div className="d-flex gap-2 justify-content-end mb-2">
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onCancel}>
          {t('fictionalConfirm.cancel')}
        </button>
        <button type="button" className="btn btn-primary btn-sm fw-semibold" onClick={onConfirm} autoFocus>
          {t('fictionalConfirm.confirm')}
        </button>
      </div>
    </div>
  );
}
