import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Modal from 'react-bootstrap/Modal';
import type { StaffAccount } from '../api/staffAccounts';
import { ErrorAlert } from '../components/ErrorAlert';
import { Loading } from '../components/Loading';
import { useSetStaffLanguagesMutation, useStaffLanguagesQuery } from '../queries/desk';

const languages = ['en', 'nl', 'de', 'es', 'fr', 'it', 'pl'];

/** StaffLanguagesDialog sets the languages an operator answers at the desk (the server logs the change). */
export function StaffLanguagesDialog({ staff, onClose }: { staff: StaffAccount; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const current = useStaffLanguagesQuery(staff.id);
  const save = useSetStaffLanguagesMutation(staff.id);
  // The admin's choice, null until they change something.
  const [chosen, setChosen] = useState<string[] | null>(null);
  const picked = chosen ?? current.data?.languages ?? [];
  const toggle = (l: string) => setChosen(picked.includes(l) ? picked.filter((x) => x !== l) : [...picked, l]);
  return (
    <Modal show onHide={onClose} centered aria-labelledby="staff-languages-title">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(picked, { onSuccess: onClose });
        }}
      >
        <Modal.Header closeButton closeLabel={t('common.cancel')}>
          <Modal.Title id="staff-languages-title" as="h2" className="h5">
            {t('desk.languages.title', { name: staff.name || staff.email })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="small text-body-secondary">{t('desk.languages.explain')}</p>
          <ErrorAlert error={current.error ?? save.error} />
          {current.isPending ? (
            <Loading />
          ) : (
            <fieldset>
              <legend className="visually-hidden">{t('desk.languages.legend')}</legend>
              {languages.map((l) => (
                <div className="form-check form-check-inline" key={l}>
                  <input id={`staff-lang-${l}`} type="checkbox" className="form-check-input" checked={picked.includes(l)} onChange={() => toggle(l)} />
                  <label htmlFor={`staff-lang-${l}`} className="form-check-label">
                    {t(`fictional.languages.${l}`)}
                  </label>
                </div>
              ))}
            </fieldset>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-dark" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={current.isPending || save.isPending}>
            {t('desk.languages.save')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
