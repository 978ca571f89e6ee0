import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Modal from 'react-bootstrap/Modal';
import { staffRoles, type StaffRole } from '../api/staffAccounts';
import { useAddStaffMutation } from '../queries/staffAccounts';
import { SetupLinkBox } from './SetupLinkBox';
import { StaffError } from './StaffError';

/** AddStaffDialog adds an account (e-mail, name, role) and then shows its one-time set-up link. */
export function AddStaffDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const add = useAddStaffMutation();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  const done = add.data;
  return (
    <Modal show onHide={onClose} centered aria-labelledby={`${id}-title`}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!done) add.mutate({ email: email.trim(), name: name.trim(), role });
        }}
      >
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            {done ? t('staff.add.doneTitle', { email: done.staff.email }) : t('staff.add.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {done ? (
            <SetupLinkBox url={done.setup_url} />
          ) : (
            <>
              <StaffError error={add.error} />
              <div className="mb-3">
                <label htmlFor={`${id}-email`} className="form-label">
                  {t('staff.add.email')}
                </label>
                <input id={`${id}-email`} type="email" className="form-control" required autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
              </div>
              <div className="mb-3">
                <label htmlFor={`${id}-name`} className="form-label">
                  {t('staff.add.name')}
                </label>
                <input id={`${id}-name`} type="text" className="form-control" autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
              </div>
              <div>
                <label htmlFor={`${id}-role`} className="form-label">
                  {t('staff.add.role')}
                </label>
                <select id={`${id}-role`} className="form-select" value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
                  {staffRoles.map((r) => (
                    <option key={r} value={r}>
                      {t(`roles.${r}`)}
                    </option>
                  ))}
                </select>
              </div>
            </>
          )}
        </Modal.Body>
        <Modal.Footer>
          {done ? (
            <button type="button" className="btn btn-primary" onClick={onClose}>
              {t('common.close')}
            </button>
          ) : (
            <>
              <button type="button" className="btn btn-outline-dark" onClick={onClose}>
                {t('common.cancel')}
              </button>
              <button type="submit" className="btn btn-primary" disabled={add.isPending || email.trim() === ''}>
                {add.isPending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
                {t('staff.add.submit')}
              </button>
            </>
          )}
        </Modal.Footer>
      </form>
    </Modal>
  );
}
