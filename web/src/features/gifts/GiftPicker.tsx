import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/client';
import { ApiErrorAlert } from '../../components/ApiErrorAlert';
import { PageSpinner } from '../../components/PageSpinner';
import { useGiftsQuery, useSendGiftMutation } from '../../queries/gifts';
import { useUser } from '../../queries/siteState';

/**
 * GiftPicker is the gift catalogue in a modal: the member picks a gift for name, sees
 * what it costs and sends it; the gift then shows in their conversation.
 */
export function GiftPicker({ memberId, name, show, onHide, onSent }: { memberId: number; name: string; show: boolean; onHide: () => void; onSent?: () => void }) {
  const { t, i18n } = useTranslation('gifts');
  const gifts = useGiftsQuery(show);
  const user = useUser();
  const send = useSendGiftMutation();
  const [chosen, setChosen] = useState<string | null>(null);
  const cost = gifts.data?.credits ?? 0;
  const short = user !== null && user.credits < cost;
  const noCredits = short || (send.error instanceof ApiError && send.error.code === 'not_enough_credits');
  const close = () => {
    if (!send.isPending) onHide();
  };
  const submit = () => {
    if (!chosen) return;
    send.mutate({ memberId, giftId: chosen }, { onSuccess: () => (onSent ?? onHide)() });
  };
  return (
    <Modal show={show} onHide={close} onExited={() => { setChosen(null); send.reset(); }} centered aria-labelledby="gift-title">
      <Modal.Header closeButton={!send.isPending} closeLabel={t('close')}>
        <Modal.Title id="gift-title" className="fw-bold">
          {t('title', { name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {gifts.isPending && <PageSpinner />}
        {gifts.isError && <ApiErrorAlert error={gifts.error} />}
        {gifts.data && (
          <>
            <p className="text-body-secondary small mb-2">{t('cost', { count: cost })}</p>
            <div className="gift-grid" role="radiogroup" aria-label={t('choose')}>
              {gifts.data.gifts.map((g) => {
                const label = g.labels[i18n.language] ?? g.labels.en ?? g.id;
                return (
                  <button
                    key={g.id}
                    type="button"
                    role="radio"
                    aria-checked={chosen === g.id}
                    className={`gift-option ${chosen === g.id ? 'is-chosen' : ''}`}
                    onClick={() => setChosen(g.id)}
                  >
                    <img src={g.image} alt="" width={56} height={56} />
                    <span>{label}</span>
                  </button>
                );
              })}
            </div>
          </>
        )}
        {noCredits ? (
          <div className="alert alert-warning mt-3 mb-0" role="alert">
            {t('notEnoughCredits')}
            <Link to="/credits" className="btn btn-sm btn-primary ms-2">
              {t('buy')}
            </Link>
          </div>
        ) : (
          <ApiErrorAlert error={send.error} />
        )}
        <div className="d-flex justify-content-end gap-2 mt-3">
          <button type="button" className="btn btn-outline-secondary" onClick={close} disabled={send.isPending}>
            {t('cancel')}
          </button>
          <button type="button" className="btn btn-primary fw-semibold" disabled={!chosen || send.isPending || short} onClick={submit}>
            {t('send', { count: cost })}
          </button>
        </div>
      </Modal.Body>
    </Modal>
  );
}
