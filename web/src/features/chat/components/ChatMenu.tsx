import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { MemberSummary } from '../../../api/members';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { useDropdown } from '../../../components/useDropdown';
import { reportLink } from '../../../lib/reportLink';
import { useBlockMutation } from '../../../queries/blocks';
import { chatKeys } from '../../../queries/chats';
import './chatMenu.css';

/**
 * ChatMenu is the chat header's menu (issue 22): report the partner, or block them
 * after confirming what a block does (the conversation goes; the member returns to the
 * list of chats).
 */
export function ChatMenu({ partner }: { partner: MemberSummary }) {
  const { t } = useTranslation('chat');
  const { open, ref, toggle, close } = useDropdown<HTMLDivElement>();
  const [asking, setAsking] = useState(false);
  const block = useBlockMutation();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const hide = () => {
    if (!block.isPending) setAsking(false);
  };
  const confirm = () =>
    block.mutate(
      { id: partner.id, blocked: true },
      {
        onSuccess: () => {
          setAsking(false);
          void qc.invalidateQueries({ queryKey: chatKeys.all });
          void navigate('/chats');
        },
      },
    );
  return (
    <div className={`dropdown chat-menu flex-shrink-0 ${partner.fictional ? '' : 'ms-auto'}`} ref={ref}>
      <button type="button" className="btn btn-link text-body chat-menu-toggle" aria-haspopup="true" aria-expanded={open} aria-label={t('menu.label')} title={t('menu.label')} onClick={toggle}>
        <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
          <circle cx="12" cy="5" r="2" />
          <circle cx="12" cy="12" r="2" />
          <circle cx="12" cy="19" r="2" />
        </svg>
      </button>
      <ul className={`dropdown-menu dropdown-menu-end shadow-sm ${open ? 'show' : ''}`} data-bs-popper="static">
        <li>
          <Link className="dropdown-item" to={reportLink({ member: partner.id })} onClick={close}>
            {t('menu.report', { name: partner.name })}
          </Link>
        </li>
        <li>
          <button
            type="button"
            className="dropdown-item text-danger"
            onClick={() => {
              close();
              setAsking(true);
            }}
          >
            {t('menu.block', { name: partner.name })}
          </button>
        </li>
      </ul>
      <Modal show={asking} onHide={hide} onExited={() => block.reset()} centered aria-labelledby="chat-block-title">
        <Modal.Header closeButton={!block.isPending} closeLabel={t('menu.cancel')}>
          <Modal.Title id="chat-block-title" className="fw-bold">
            {t('menu.blockTitle', { name: partner.name })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{t('menu.blockText', { name: partner.name })}</p>
          <ApiErrorAlert error={block.error} />
          <div className="d-flex flex-wrap gap-2 justify-content-end">
            <button type="button" className="btn btn-outline-secondary" onClick={hide} disabled={block.isPending}>
              {t('menu.cancel')}
            </button>
            <button type="button" className="btn btn-danger fw-semibold" disabled={block.isPending} onClick={confirm}>
              {t('menu.blockConfirm')}
            </button>
          </div>
        </Modal.Body>
      </Modal>
    </div>
  );
}
