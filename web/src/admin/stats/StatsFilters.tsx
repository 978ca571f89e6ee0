import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Granularity, GroupBy } from '../api/stats';
import { granularities, groupings, presetRange, presets, type Preset, type StatsFilter } from './period';

/**
 * StatsFilters (sites: the hosts to suggest for the site field, when the role may list them): the period (a preset or custom days), granularity and grouping apply
 * at once; the site host and custom days apply with the button (or Enter).
 */
export function StatsFilters({ filter, onChange, sites = [] }: { filter: StatsFilter; onChange: (f: StatsFilter) => void; sites?: { host: string; name: string }[] }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [site, setSite] = useState(filter.site);
  const [from, setFrom] = useState(filter.from);
  const [to, setTo] = useState(filter.to);
  const choosePreset = (preset: Preset) => {
    if (preset === 'custom') onChange({ ...filter, preset, from, to });
    else {
      const r = presetRange(preset, new Date());
      setFrom(r.from);
      setTo(r.to);
      onChange({ ...filter, preset, ...r });
    }
  };
  return (
    <form
      className="stats-filters card admin-card mb-3"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ ...filter, site: site.trim(), ...(filter.preset === 'custom' ? { from, to } : {}) });
      }}
    >
      <div className="card-body d-flex flex-wrap gap-3 align-items-end">
        <div>
          <label className="form-label small mb-1" htmlFor={`${id}-period`}>
            {t('stats.filter.period')}
          </label>
          <select id={`${id}-period`} className="form-select form-select-sm" value={filter.preset} onChange={(e) => choosePreset(e.target.value as Preset)}>
            {presets.map((p) => (
              <option key={p} value={p}>
                {t(`stats.preset.${p}`)}
              </option>
            ))}
          </select>
        </div>
        {filter.preset === 'custom' ? (
          <>
            <div>
              <label className="form-label small mb-1" htmlFor={`${id}-from`}>
                {t('stats.filter.from')}
              </label>
              <input id={`${id}-from`} type="date" className="form-control form-control-sm" required value={from} onChange={(e) => setFrom(e.target.value)} />
            </div>
            <div>
              <label className="form-label small mb-1" htmlFor={`${id}-to`}>
                {t('stats.filter.to')}
              </label>
              <input id={`${id}-to`} type="date" className="form-control form-control-sm" required value={to} onChange={(e) => setTo(e.target.value)} />
            </div>
          </>
        ) : null}
        <div>
          <label className="form-label small mb-1" htmlFor={`${id}-granularity`}>
            {t('stats.filter.granularity')}
          </label>
          <select
            id={`${id}-granularity`}
            className="form-select form-select-sm"
            value={filter.granularity}
            onChange={(e) => onChange({ ...filter, granularity: e.target.value as Granularity })}
          >
            {granularities.map((g) => (
              <option key={g} value={g}>
                {t(`stats.granularity.${g}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="form-label small mb-1" htmlFor={`${id}-group`}>
            {t('stats.filter.groupBy')}
          </label>
          <select id={`${id}-group`} className="form-select form-select-sm" value={filter.groupBy} onChange={(e) => onChange({ ...filter, groupBy: e.target.value as GroupBy })}>
            {groupings.map((g) => (
              <option key={g} value={g}>
                {g === '' ? t('stats.groupNone') : g}
              </option>
            ))}
          </select>
        </div>
        <div className="stats-site">
          <label className="form-label small mb-1" htmlFor={`${id}-site`}>
            {t('stats.filter.site')}
          </label>
          <input
            id={`${id}-site`}
            type="text"
            className="form-control form-control-sm"
            placeholder={t('stats.allSites')}
            value={site}
            spellCheck={false}
            autoCapitalize="off"
            onChange={(e) => setSite(e.target.value)}
            list={sites.length > 0 ? `${id}-sites` : undefined}
          />
          {sites.length > 0 ? (
            <datalist id={`${id}-sites`}>
              {sites.map((s) => (
                <option key={s.host} value={s.host}>
                  {s.name}
                </option>
              ))}
            </datalist>
          ) : null}
        </div>
        <button type="submit" className="btn btn-sm btn-primary">
          {t('stats.apply')}
        </button>
      </div>
    </form>
  );
}
