import { useTranslation } from 'react-i18next';
import { complaintCategories, type ComplaintCategory } from '../../../api/complaints';

/** CategoryChoice is the list of what a notice can be about, each with a line that explains it. */
export function CategoryChoice({ value, onChange, error }: { value: string; onChange: (c: ComplaintCategory) => void; error: string | null }) {
  const { t } = useTranslation('complaints');
  return (
    <fieldset className="mb-4" aria-describedby={error ? 'complaint-category-error' : undefined}>
      <legend className="h5 fw-bold">{t('category.title')}</legend>
      <div className="complaint-categories">
        {complaintCategories.map((c) => (
          <label key={c} className={`complaint-category ${value === c ? 'selected' : ''} ${error ? 'is-invalid' : ''}`}>
            <input type="radio" name="category" className="form-check-input" value={c} checked={value === c} onChange={() => onChange(c)} aria-invalid={error ? true : undefined} />
            <span>
              <span className="d-block fw-semibold">{t(`category.${c}.label`)}</span>
              <span className="d-block small text-body-secondary">{t(`category.${c}.hint`)}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <div id="complaint-category-error" className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
