import { useTranslation } from 'react-i18next';
import type { Granularity, StatsPoint } from '../api/stats';
import { moneyMetrics, tableMetrics } from './metrics';
import { useStatsFormat } from './statsFormat';

/** StatsTable lists the counts per period, and per group when grouped. */
export function StatsTable({ series, granularity, grouped }: { series: StatsPoint[]; granularity: Granularity; grouped: boolean }) {
  const { t } = useTranslation('admin');
  const f = useStatsFormat();
  return (
    <div className="table-responsive admin-table-wrap">
      <table className="table table-sm align-middle admin-table stats-table mb-0">
        <caption className="visually-hidden">{t('stats.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('stats.col.period')}</th>
            {grouped ? <th scope="col">{t('stats.col.group')}</th> : null}
            {tableMetrics.map((m) => (
              <th scope="col" key={m} className="text-end">
                {t(`stats.metric.${m}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {series.map((p) => (
            <tr key={`${p.period}/${p.group}`}>
              <th scope="row" className="text-nowrap fw-normal">
                {f.period(p.period, granularity)}
              </th>
              {grouped ? <td className="text-nowrap">{p.group || <span className="text-body-secondary">{t('stats.noGroup')}</span>}</td> : null}
              {tableMetrics.map((m) => (
                <td key={m} className={`text-end text-nowrap font-tabular${p[m] === 0 ? ' stats-zero' : ''}`}>
                  {moneyMetrics.has(m) ? f.euro(p[m]) : f.count(p[m])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
