import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { statsCsvUrl } from '../api/stats';
import { ErrorAlert } from '../components/ErrorAlert';
import { Loading } from '../components/Loading';
import { PageHeader } from '../components/PageHeader';
import { can, perm } from '../permissions';
import { useMeQuery } from '../queries/staff';
import { useSiteChoicesQuery, useStatsQuery } from '../queries/stats';
import { KpiTiles } from './KpiTiles';
import { charts, isEmpty, moneyMetrics, perPeriod } from './metrics';
import { filterOf, paramsOf, queryOf } from './period';
import { StatsChart } from './StatsChart';
import { StatsFilters } from './StatsFilters';
import { useStatsFormat } from './statsFormat';
import { StatsTable } from './StatsTable';
import './stats.scss';

/** StatsPage is the statistics dashboard: filters, totals, a chart per count and the table, with a CSV of the same. */
export function StatsPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterOf(params, new Date()), [params]);
  const query = queryOf(filter);
  const stats = useStatsQuery(query);
  const f = useStatsFormat();
  const sites = useSiteChoicesQuery(can(useMeQuery().data, perm.sites));
  const sums = useMemo(() => perPeriod(stats.data?.series ?? []), [stats.data]);
  const periods = useMemo(() => sums.map((s) => s.period), [sums]);
  const lines = useMemo(
    () => Object.fromEntries(charts.map((c) => [c.id, c.metrics.map((m) => ({ label: t(`stats.metric.${m}`), values: sums.map((s) => s.counts[m]) }))])),
    [sums, t],
  );
  const periodName = useMemo(() => (iso: string) => f.period(iso, filter.granularity), [f, filter.granularity]);
  const empty = stats.data ? isEmpty(stats.data.totals) : false;
  return (
    <>
      <PageHeader title={t('stats.title')}>
        <a className="btn btn-sm btn-outline-dark" href={statsCsvUrl(query)} download>
          {t('stats.csv')}
        </a>
      </PageHeader>
      <StatsFilters key={params.toString()} filter={filter} sites={sites.data} onChange={(next) => setParams(paramsOf(next))} />
      <p className="small text-body-secondary mb-3">
        {t('stats.range', { from: f.day(filter.from), to: f.day(filter.to) })} · {filter.site || t('stats.allSites')}
      </p>
      {stats.isPending ? <Loading /> : null}
      {stats.error ? <StatsError error={stats.error} /> : null}
      {stats.data && !stats.error ? (
        <div className={stats.isPlaceholderData ? 'stats-stale' : undefined} aria-busy={stats.isFetching}>
          <KpiTiles totals={stats.data.totals} />
          {empty ? (
            <div className="card admin-card">
              <div className="card-body text-center text-body-secondary py-5">{t('stats.empty')}</div>
            </div>
          ) : (
            <>
              <div className="stats-charts mb-4">
                {charts.map((c) => {
                  const money = c.metrics.some((m) => moneyMetrics.has(m));
                  return (
                    <StatsChart
                      key={c.id}
                      title={t(`stats.chart.${c.id}`)}
                      periods={periods}
                      lines={lines[c.id]!}
                      granularity={filter.granularity}
                      value={money ? f.euro : f.count}
                      axisValue={money ? f.euroWhole : f.count}
                      axis={f.axis}
                      periodName={periodName}
                      periodLabel={t('stats.col.period')}
                      money={money}
                    />
                  );
                })}
              </div>
              <h2 className="h6 text-uppercase text-body-secondary mb-2">{filter.groupBy ? t('stats.tableGrouped', { field: filter.groupBy }) : t('stats.tableTitle')}</h2>
              <StatsTable series={stats.data.series} granularity={filter.granularity} grouped={filter.groupBy !== ''} />
            </>
          )}
        </div>
      ) : null}
    </>
  );
}

/** StatsError names a refused filter (the server's key) in the staff member's language. */
function StatsError({ error }: { error: unknown }) {
  const { t } = useTranslation('admin');
  if (error instanceof ApiError && error.key?.startsWith('stats')) {
    return (
      <div className="alert alert-warning py-2 small" role="alert">
        {t(`stats.errors.${error.key}`, { ...error.params })}
      </div>
    );
  }
  return <ErrorAlert error={error} />;
}
