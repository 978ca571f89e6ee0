import { useTranslation } from 'react-i18next';
import type { StatsCounts } from '../api/stats';
import { moneyMetrics, tileMetrics } from './metrics';
import { useStatsFormat } from './statsFormat';

/** KpiTiles are the period's totals, one tile per count. */
export function KpiTiles({ totals }: { totals: StatsCounts }) {
  const { t } = useTranslation('admin');
  const f = useStatsFormat();
  return (
    <ul className="stats-tiles list-unstyled mb-4" aria-label={t('stats.totals')}>
      {tileMetrics.map((m) => (
        <li key={m} className="stats-tile">
          <span className="stats-tile-label">{t(`stats.metric.${m}`)}</span>
          <span className="stats-tile-value">{moneyMetrics.has(m) ? f.euro(totals[m]) : f.count(totals[m])}</span>
        </li>
      ))}
    </ul>
  );
}
