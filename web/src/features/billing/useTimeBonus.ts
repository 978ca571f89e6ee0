import { useTimeBonusQuery } from '../../queries/billing';
import { useUser } from '../../queries/siteState';
import { timeBonusWindowSeconds } from './timeBonus';
import { useCountdown } from './useCountdown';

export interface TimeBonus {
  /** visible: the bonus applies now (SPEC §3 isVisible). */
  visible: boolean;
  /** secondsLeft ticks down every second from the server's count. */
  secondsLeft: number;
  percentage: number;
  code: string;
  /** settled: the server has answered (or refused), so the welcome discount may be asked for. */
  settled: boolean;
}

/**
 * useTimeBonus is the time bonus for the logged-in member: visible while the server's
 * count lasts, ticking every second. It clears itself on logout (no member), at zero,
 * when the member has paid, and after 4 hours at the latest.
 */
export function useTimeBonus(): TimeBonus {
  const user = useUser();
  const query = useTimeBonusQuery();
  const bonus = query.data;
  const eligible = user !== null && !user.paid_user && bonus !== undefined && bonus.status === 'active' && !bonus.expired;
  const left = useCountdown(eligible ? bonus.remaining_seconds : 0, query.dataUpdatedAt, timeBonusWindowSeconds);
  return {
    visible: left > 0,
    secondsLeft: left,
    percentage: bonus?.value_percentage ?? 0,
    code: bonus?.code ?? '',
    settled: user === null || user.paid_user || query.isFetched,
  };
}
