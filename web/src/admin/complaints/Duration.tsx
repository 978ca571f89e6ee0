import { useTranslation } from 'react-i18next';
import { durationParts } from './duration';

/** Duration shows a number of seconds as days, hours and minutes. */
export function Duration({ seconds }: { seconds: number }) {
  const { t } = useTranslation('admin');
  return <>{durationParts(seconds).map((p) => t(`complaints.units.${p.unit}`, { count: p.n })).join(' ')}</>;
}
