import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { Member } from '../../../api/members';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { useBlockMutation } from '../../../queries/blocks';

/**
 * BlockButton blocks a member after the member confirms what a block does (SPEC §4:
 * chats and likes between the two are deleted; the other can no longer see or contact
 * them).
 */
export function BlockButton({ member }: { member: Member }) {
  const { t } = useTranslation('members');
  const [asking, setAsking] = useState(false);
  const block = useBlockMutation();
  const close = () => {
    if (!block.isPending) setAsking(false);
  };
  return (
    <>
      <button type="button" className="btn btn-outline-secondary align-self-start" onClick={() => setAsking(true)}>
        {t('block.block')}
      </button>
      <Modal show={asking} onHide={close} onExited={() => block.reset()} centered aria-labelledby="block-title">
        <Modal.Header closeButton={!block.isPending} closeLabel={t('photos.close')}>
          <Modal.Title id="block-title" className="fw-bold">
            {t('block.confirmTitle', { name: member.name })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{t('block.confirmText', { name: member.name })}</p>
          <ApiErrorAlert error={block.error} />
          <div className="d-flex flex-wrap gap-2 justify-content-end">
            <button type="button" className="btn btn-outline-secondary" onClick={close} disabled={block.isPending}>
              {t('block.cancel')}
            </button>
            <button
              type="button"
              className="btn btn-danger fw-semibold"
              disabled={block.isPending}
              onClick={() => block.mutate({ id: member.id, blocked: true }, { onSuccess: () => setAsking(false) })}
            >
              {t('block.confirm')}
            </button>
          </div>
        </Modal.Body>
      </Modal>
    </>
  );
}

/** BlockedNotice tells the member they blocked this profile, with the way back. */
export function BlockedNotice({ member }: { member: Member }) {
  const { t } = useTranslation('members');
  const unblock = useBlockMutation();
  return (
    <div className="alert alert-secondary d-flex flex-wrap align-items-center gap-2" role="status">
      <span className="me-auto">{t('block.youBlocked', { name: member.name })}</span>
      <button type="button" className="btn btn-sm btn-outline-dark" disabled={unblock.isPending} onClick={() => unblock.mutate({ id: member.id, blocked: false })}>
        {t('block.unblock')}
      </button>
      <ApiErrorAlert error={unblock.error} />
    </div>
  );
}
