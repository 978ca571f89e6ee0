import { useTranslation } from 'react-i18next';

// Colours by meaning: green is live, amber waits for someone, red is stopped, grey is gone.
const tone: Record<string, string> = {
  active: 'success',
  pending: 'warning',
  not_confirmed: 'warning',
  banned: 'danger',
  rejected: 'danger',
  deleted: 'secondary',
};

/** StatusBadge shows a member's or a photo's status as a coloured, translated badge. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  const bg = tone[status] ?? 'light';
  return (
    <span className={`badge status-badge text-bg-${bg}`} data-status={status}>
      {t(`status.${status}`, { defaultValue: status })}
    </span>
  );
}
