import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchAnswers } from '../../../api/matchfinder';
import { useInterestsQuery, useRegionsQuery } from '../../../queries/site';
import { useSettings } from '../../../queries/siteState';
import { distances, maxAge, maxInterests } from '../answers';

const steps = ['lookingFor', 'ages', 'distance', 'interests'] as const;

/** MatchQuestions asks the match finder's four questions, one at a time. */
export function MatchQuestions({ initial, country, onDone }: { initial: MatchAnswers; country: string; onDone: (a: MatchAnswers) => void }) {
  const { t } = useTranslation('matchfinder');
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState(initial);
  const set = (next: Partial<MatchAnswers>) => setDraft((d) => ({ ...d, ...next }));
  const last = step === steps.length - 1;
  return (
    <form
      className="mf-questions card border-0 shadow-sm p-3 p-md-4 mx-auto"
      aria-label={t('questions.label')}
      onSubmit={(e) => {
        e.preventDefault();
        if (last) onDone(draft);
        else setStep(step + 1);
      }}
    >
      <div className="d-flex justify-content-between align-items-center small text-body-secondary mb-2">
        <span>{t('questions.progress', { step: step + 1, total: steps.length })}</span>
      </div>
      <div className="progress mf-progress mb-4" role="presentation">
        <div className="progress-bar" style={{ width: `${((step + 1) / steps.length) * 100}%` }} />
      </div>
      {steps[step] === 'lookingFor' && <LookingFor value={draft.looking_for} onChange={(looking_for) => set({ looking_for })} />}
      {steps[step] === 'ages' && <Ages min={draft.min_age} max={draft.max_age} onChange={set} />}
      {steps[step] === 'distance' && <Distance answers={draft} country={country} onChange={set} />}
      {steps[step] === 'interests' && <Interests value={draft.interests} onChange={(interests) => set({ interests })} />}
      <div className="d-flex gap-2 mt-4">
        {step > 0 && (
          <button type="button" className="btn btn-outline-secondary px-4" onClick={() => setStep(step - 1)}>
            {t('questions.back')}
          </button>
        )}
        <button type="submit" className="btn btn-primary fw-semibold px-4 ms-auto">
          {last ? t('questions.submit') : t('questions.next')}
        </button>
      </div>
    </form>
  );
}

function Question({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="h5 fw-bold mb-1">{title}</legend>
      {hint && <p className="text-body-secondary small mb-3">{hint}</p>}
      {!hint && <div className="mb-3" />}
      {children}
    </fieldset>
  );
}

function LookingFor({ value, onChange }: { value: MatchAnswers['looking_for']; onChange: (v: MatchAnswers['looking_for']) => void }) {
  const { t } = useTranslation('matchfinder');
  const options = [
    ['female', t('lookingFor.female')],
    ['male', t('lookingFor.male')],
    ['both', t('lookingFor.both')],
  ] as const;
  return (
    <Question title={t('lookingFor.question')}>
      <div className="mf-choices d-grid gap-2">
        {options.map(([v, label]) => (
          <div key={v}>
            <input type="radio" className="btn-check" name="mf-looking-for" id={`mf-lf-${v}`} checked={value === v} onChange={() => onChange(v)} />
            <label className="btn btn-outline-primary w-100 py-2 fw-semibold" htmlFor={`mf-lf-${v}`}>{label}</label>
          </div>
        ))}
      </div>
    </Question>
  );
}

function Ages({ min, max, onChange }: { min: number; max: number; onChange: (a: Partial<MatchAnswers>) => void }) {
  const { t } = useTranslation('matchfinder');
  const settings = useSettings();
  const ages = Array.from({ length: maxAge - settings.min_age + 1 }, (_, i) => settings.min_age + i);
  return (
    <Question title={t('ages.question')}>
      <div className="row g-3">
        <div className="col-6">
          <label htmlFor="mf-min-age" className="form-label small fw-semibold mb-1">{t('ages.min')}</label>
          <select id="mf-min-age" className="form-select" value={min} onChange={(e) => { const v = Number(e.target.value); onChange({ min_age: v, max_age: Math.max(v, max) }); }}>
            {ages.map((a) => <option key={a} value={a}>{a}</option>)}
          </select>
        </div>
        <div className="col-6">
          <label htmlFor="mf-max-age" className="form-label small fw-semibold mb-1">{t('ages.max')}</label>
          <select id="mf-max-age" className="form-select" value={max} onChange={(e) => { const v = Number(e.target.value); onChange({ max_age: v, min_age: Math.min(v, min) }); }}>
            {ages.map((a) => <option key={a} value={a}>{a}</option>)}
          </select>
        </div>
      </div>
    </Question>
  );
}

function Distance({ answers, country, onChange }: { answers: MatchAnswers; country: string; onChange: (a: Partial<MatchAnswers>) => void }) {
  const { t } = useTranslation('matchfinder');
  const regions = useRegionsQuery();
  const own = country ? regions.data?.[country] : undefined;
  return (
    <Question title={t('distance.question')} hint={t('distance.hint')}>
      <div className="mf-distances d-flex flex-wrap gap-2 mb-3">
        {distances.map((km) => (
          <div key={km}>
            <input type="radio" className="btn-check" name="mf-distance" id={`mf-d-${km}`} checked={answers.distance === km}
              onChange={() => onChange({ distance: km, region: km ? '' : answers.region })} />
            <label className="btn btn-sm btn-outline-primary rounded-pill px-3" htmlFor={`mf-d-${km}`}>
              {km ? t('distance.km', { km }) : t('distance.anywhere')}
            </label>
          </div>
        ))}
      </div>
      {answers.distance === 0 && own && (
        <div>
          <label htmlFor="mf-region" className="form-label small fw-semibold mb-1">{t(`common:regionLabels.${own.label}`)}</label>
          <select id="mf-region" className="form-select" value={answers.region} onChange={(e) => onChange({ region: e.target.value })}>
            <option value="">{t('distance.regionAny')}</option>
            {own.regions.map((r) => <option key={r.id} value={r.id}>{r.name}</option>)}
          </select>
        </div>
      )}
    </Question>
  );
}

function Interests({ value, onChange }: { value: string[]; onChange: (v: string[]) => void }) {
  const { t, i18n } = useTranslation('matchfinder');
  const interests = useInterestsQuery();
  const full = value.length >= maxInterests;
  const toggle = (id: string) => onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
  return (
    <Question title={t('interests.question')} hint={t('interests.hint', { max: maxInterests })}>
      {interests.isPending ? (
        <div className="text-body-secondary small">{t('common:errors.loading')}</div>
      ) : (
        <div className="interest-chips d-flex flex-wrap gap-2">
          {(interests.data ?? []).map((i) => {
            const on = value.includes(i.id);
            return (
              <button key={i.id} type="button" className={`btn btn-sm rounded-pill ${on ? 'btn-primary' : 'btn-outline-secondary'}`}
                aria-pressed={on} disabled={!on && full} onClick={() => toggle(i.id)}>
                {i.labels[i18n.language] ?? i.labels.en ?? i.id}
              </button>
            );
          })}
        </div>
      )}
    </Question>
  );
}
