import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reactivationDays } from '../deletion';
import { DeleteAccountModal } from './DeleteAccountModal';

/** DeleteAccountCard says what deletion means and opens the deletion flow. */
export function DeleteAccountCard() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  return (
    <section className="card border-0 shadow-sm p-4" aria-labelledby="da-card-title">
      <h2 className="h5 fw-bold" id="da-card-title">{t('profile.delete.title')}</h2>
      <p className="small text-body-secondary">{t('profile.delete.text', { days: reactivationDays })}</p>
      <button type="button" className="btn btn-outline-danger fw-semibold align-self-start" onClick={() => setOpen(true)}>
        {t('profile.delete.open')}
      </button>
      <DeleteAccountModal show={open} onHide={() => setOpen(false)} />
    </section>
  );
}
