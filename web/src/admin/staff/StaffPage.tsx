import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Modal from 'react-bootstrap/Modal';
import type { StaffAccount, StaffSetupLink } from '../api/staffAccounts';
import { useFormat } from '../components/format';
import { Loading } from '../components/Loading';
import { PageHeader } from '../components/PageHeader';
import { ReasonDialog } from '../components/ReasonDialog';
import { useDisableStaffMutation, useResetStaffMutation, useStaffListQuery } from '../queries/staffAccounts';
import { useMeQuery } from '../queries/staff';
import { AddStaffDialog } from './AddStaffDialog';
import { SetupLinkBox } from './SetupLinkBox';
import { StaffError } from './StaffError';
import { AdminTable } from '../components/AdminTable';
import { StaffLanguagesDialog } from '../desk/StaffLanguagesDialog';

const statusClass: Record<StaffAccount['status'], string> = { active: 'text-bg-success', pending: 'text-bg-warning', disabled: 'text-bg-secondary' };

type Confirming = { kind: 'reset' | 'disable'; staff: StaffAccount } | null;

/** StaffPage: the staff accounts, adding one, a new set-up link for one, disabling one. */
export function StaffPage() {
  const { t } = useTranslation('admin');
  const list = useStaffListQuery();
  const me = useMeQuery().data;
  const reset = useResetStaffMutation();
  const disable = useDisableStaffMutation();
  const f = useFormat();
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [link, setLink] = useState<StaffSetupLink | null>(null);
  const [languagesOf, setLanguagesOf] = useState<StaffAccount | null>(null);
  const close = () => {
    setConfirming(null);
    reset.reset();
    disable.reset();
  };
  return (
    <>
      <PageHeader title={t('staff.title')}>
        <button type="button" className="btn btn-sm btn-primary" onClick={() => setAdding(true)}>
          {t('staff.add.open')}
        </button>
      </PageHeader>
      <p className="text-body-secondary small">{t('staff.intro')}</p>
      {list.isPending ? <Loading /> : null}
      <StaffError error={list.error} />
      {list.data?.length === 0 ? <p className="text-body-secondary">{t('staff.empty')}</p> : null}
      {list.data && list.data.length > 0 ? (
        <AdminTable
          head={
            <>
              <th scope="col">{t('staff.col.name')}</th>
              <th scope="col">
                {t('staff.col.role')} · {t('staff.col.status')}
              </th>
              <th scope="col">{t('staff.col.lastLogin')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('staff.col.actions')}</span>
              </th>
            </>
          }
        >
          {list.data.map((s) => {
            const self = s.id === me?.id;
            return (
              <tr key={s.id}>
                <td>
                  <div className="fw-semibold">
                    {s.name || s.email} {self ? <span className="badge text-bg-light border ms-1">{t('staff.you')}</span> : null}
                  </div>
                  {s.name ? <div className="small text-body-secondary text-break">{s.email}</div> : null}
                </td>
                <td className="small">
                  <div>{t(`roles.${s.role}`)}</div>
                  <span className={`badge ${statusClass[s.status]}`}>{t(`staff.status.${s.status}`)}</span>
                </td>
                <td className="small text-nowrap">{s.last_login_at ? f.dateTime(s.last_login_at) : <span className="text-body-secondary">{t('staff.never')}</span>}</td>
                <td className="text-end">
                  {!self && s.status !== 'disabled' ? (
                    <div className="d-inline-flex flex-wrap justify-content-end gap-1">
                      {s.role === 'operator' ? (
                        <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => setLanguagesOf(s)}>
                          {t('desk.languages.open')}
                        </button>
                      ) : null}
                      <button type="button" className="btn btn-sm btn-outline-dark" onClick={() => setConfirming({ kind: 'reset', staff: s })}>
                        {t('staff.reset.open')}
                      </button>
                      <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setConfirming({ kind: 'disable', staff: s })}>
                        {t('staff.disable.open')}
                      </button>
                    </div>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </AdminTable>
      ) : null}
      {adding ? <AddStaffDialog onClose={() => setAdding(false)} /> : null}
      {languagesOf ? <StaffLanguagesDialog staff={languagesOf} onClose={() => setLanguagesOf(null)} /> : null}
      {confirming?.kind === 'reset' ? (
        <ReasonDialog
          title={t('staff.reset.title', { name: confirming.staff.name || confirming.staff.email })}
          confirm={t('staff.reset.confirm')}
          withReason={false}
          pending={reset.isPending}
          error={null}
          onClose={close}
          onConfirm={() =>
            reset.mutate(confirming.staff.id, {
              onSuccess: (l) => {
                setLink(l);
                close();
              },
            })
          }
        >
          <StaffError error={reset.error} />
          <p className="small mb-0">{t('staff.reset.explain')}</p>
        </ReasonDialog>
      ) : null}
      {confirming?.kind === 'disable' ? (
        <ReasonDialog
          title={t('staff.disable.title', { name: confirming.staff.name || confirming.staff.email })}
          confirm={t('staff.disable.confirm')}
          danger
          withReason={false}
          pending={disable.isPending}
          error={null}
          onClose={close}
          onConfirm={() => disable.mutate(confirming.staff.id, { onSuccess: close })}
        >
          <StaffError error={disable.error} />
          <p className="small mb-0">{t('staff.disable.explain')}</p>
        </ReasonDialog>
      ) : null}
      {link ? (
        <Modal show onHide={() => setLink(null)} centered aria-labelledby="staff-link-title">
          <Modal.Header closeButton closeLabel={t('common.close')}>
            <Modal.Title id="staff-link-title" as="h2" className="h5">
              {t('staff.reset.doneTitle', { email: link.staff.email })}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <SetupLinkBox url={link.setup_url} />
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-primary" onClick={() => setLink(null)}>
              {t('common.close')}
            </button>
          </Modal.Footer>
        </Modal>
      ) : null}
    </>
  );
}
