import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminMember, BanGround, MemberAction, StaffMe } from '../api/types';
import { ReasonDialog } from '../components/ReasonDialog';
import { can, perm, type Permission } from '../permissions';
import { useMemberActionMutation } from '../queries/members';
import { banGrounds } from './banGrounds';

type Action = MemberAction | 'credits';

/** supportCreditLimit is SupportCreditLimit of the root package: the largest correction without the credits permission. */
const supportCreditLimit = 100;

interface ActionInfo {
  action: Action;
  /** needs lists the permissions of which any one allows the action */
  needs: Permission[];
  danger?: boolean;
  /** shown tells whether the action applies to a member in this status. */
  shown: (status: string) => boolean;
}

// The route permissions of internal/httpapi/admin_members.go.
const actions: ActionInfo[] = [
  { action: 'activate', needs: [perm.membersSupport, perm.membersWrite], shown: (s) => s === 'not_confirmed' },
  { action: 'ban', needs: [perm.membersWrite], danger: true, shown: (s) => s !== 'banned' && s !== 'deleted' },
  { action: 'unban', needs: [perm.membersWrite], shown: (s) => s === 'banned' },
  { action: 'credits', needs: [perm.membersSupport], shown: (s) => s !== 'deleted' },
  { action: 'password-reset', needs: [perm.membersSupport, perm.membersWrite], shown: (s) => s === 'active' || s === 'not_confirmed' },
  { action: 'delete', needs: [perm.membersWrite], danger: true, shown: (s) => s !== 'deleted' },
  { action: 'restore', needs: [perm.membersWrite], shown: (s) => s === 'deleted' },
];

/**
 * MemberActions are the buttons for what can be done to a member; each opens a dialog
 * that asks for the reason. A button the staff member's role does not allow stays
 * visible but disabled, saying why.
 */
export function MemberActions({ member, me }: { member: AdminMember; me: StaffMe }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState<Action | null>(null);
  const [done, setDone] = useState<Action | null>(null);
  const [amount, setAmount] = useState('');
  const [ground, setGround] = useState<BanGround | ''>('');
  const mutation = useMemberActionMutation(member.id);
  const amountValue = Number(amount);
  const amountOk = amount.trim() !== '' && Number.isInteger(amountValue) && amountValue !== 0;
  const close = () => {
    setOpen(null);
    setAmount('');
    setGround('');
    mutation.reset();
  };
  const info = actions.find((a) => a.action === open);
  return (
    <>
      {done ? (
        <div className="alert alert-success alert-dismissible py-2 small" role="status">
          {t(`actions.${done}.done`, { name: member.name })}
          <button type="button" className="btn-close py-2" aria-label={t('common.close')} onClick={() => setDone(null)} />
        </div>
      ) : null}
      <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label={t('member.actions')}>
        {actions
          .filter((a) => a.shown(member.status))
          .map((a) => {
            const allowed = a.needs.some((p) => can(me, p));
            return (
              <button
                key={a.action}
                type="button"
                className={`btn btn-sm ${a.danger ? 'btn-outline-danger' : 'btn-outline-dark'}`}
                disabled={!allowed}
                title={allowed ? undefined : t('member.notAllowed')}
                onClick={() => {
                  setDone(null);
                  setOpen(a.action);
                }}
              >
                {t(`actions.${a.action}.button`)}
              </button>
            );
          })}
      </div>
      {open && info ? (
        <ReasonDialog
          title={t(`actions.${open}.title`, { name: member.name })}
          confirm={t(`actions.${open}.confirm`)}
          danger={info.danger}
          pending={mutation.isPending}
          error={mutation.error}
          canSubmit={(open !== 'credits' || amountOk) && (open !== 'ban' || ground !== '')}
          onClose={close}
          onConfirm={(reason) =>
            mutation.mutate(
              { action: open, reason, amount: open === 'credits' ? amountValue : undefined, ground: open === 'ban' && ground !== '' ? ground : undefined },
              {
                onSuccess: () => {
                  setDone(open);
                  close();
                },
              },
            )
          }
        >
          <p className="small text-body-secondary">{t(`actions.${open}.explain`)}</p>
          {open === 'ban' ? (
            <div className="mb-3">
              <label htmlFor="ban-ground" className="form-label">
                {t('actions.ban.ground')}
                <span className="text-danger"> *</span>
              </label>
              <select id="ban-ground" className="form-select" value={ground} onChange={(e) => setGround(e.target.value as BanGround | '')} required>
                <option value="">{t('actions.ban.chooseGround')}</option>
                {banGrounds.map((g) => (
                  <option key={g} value={g}>
                    {t(`banGrounds.${g}`)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {open === 'credits' ? (
            <div className="mb-3">
              <label htmlFor="credit-amount" className="form-label">
                {t('actions.credits.amount')}
              </label>
              <input
                id="credit-amount"
                type="number"
                step={1}
                className="form-control font-monospace"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                aria-describedby="credit-amount-help"
              />
              <div id="credit-amount-help" className="form-text">
                {t('actions.credits.amountHelp', { balance: member.credits })}
                {!can(me, perm.credits) ? ` ${t('actions.credits.limit', { limit: supportCreditLimit })}` : null}
              </div>
            </div>
          ) : null}
        </ReasonDialog>
      ) : null}
    </>
  );
}
