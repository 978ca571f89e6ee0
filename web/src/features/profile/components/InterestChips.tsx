import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { useInterestsQuery } from '../../../queries/site';
import type { useFieldErrors } from '../../../components/useFieldErrors';
import { maxInterests } from '../profileRules';

/** InterestChips lets the member switch interests from the site's catalogue on and off, up to maxInterests. */
export function InterestChips({
  value,
  onChange,
  fields,
}: {
  value: string[];
  onChange: (value: string[]) => void;
  fields: ReturnType<typeof useFieldErrors>;
}) {
  const { t, i18n } = useTranslation('profile');
  const interests = useInterestsQuery();
  const full = value.length >= maxInterests;
  const toggle = (id: string) => onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
  return (
    <fieldset aria-describedby="pe-interests-hint">
      <legend className="form-label fw-semibold fs-6 mb-1">{t('fields.interests')}</legend>
      <div id="pe-interests-hint" className={`form-text mt-0 mb-2 ${full ? 'text-warning-emphasis' : ''}`} aria-live="polite">
        {full ? t('editor.interestsFull', { max: maxInterests }) : t('editor.interestsHint', { max: maxInterests, count: value.length })}
      </div>
      {interests.isError ? (
        <ApiErrorAlert error={interests.error}>
          <button type="button" className="btn btn-link btn-sm p-0 ms-2 align-baseline" onClick={() => void interests.refetch()}>
            {t('common:errors.retry')}
          </button>
        </ApiErrorAlert>
      ) : interests.isPending ? (
        <div className="text-body-secondary small">{t('common:errors.loading')}</div>
      ) : (
        <div className="interest-chips d-flex flex-wrap gap-2">
          {interests.data.map((i) => {
            const on = value.includes(i.id);
            return (
              <button
                key={i.id}
                type="button"
                className={`btn btn-sm rounded-pill ${on ? 'btn-primary' : 'btn-outline-secondary'}`}
                aria-pressed={on}
                disabled={!on && full}
                onClick={() => toggle(i.id)}
              >
                {i.labels[i18n.language] ?? i.labels.en ?? i.id}
              </button>
            );
          })}
        </div>
      )}
      {fields.feedback('interests', 'pe-interests')}
    </fieldset>
  );
}
