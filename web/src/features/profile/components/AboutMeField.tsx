import { useTranslation } from 'react-i18next';
import type { useFieldErrors } from '../../../components/useFieldErrors';
import { aboutMeMaxLength, textLength } from '../profileRules';

/** AboutMeField is the about-me text with a count of its characters against the limit. */
export function AboutMeField({ value, onChange, fields }: { value: string; onChange: (value: string) => void; fields: ReturnType<typeof useFieldErrors> }) {
  const { t } = useTranslation('profile');
  const count = textLength(value.trim());
  const control = fields.control('about_me', 'pe-about-me');
  const describedBy = ['aria-describedby' in control ? control['aria-describedby'] : '', 'pe-about-me-count'].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor="pe-about-me" className="form-label fw-semibold">{t('fields.about_me')}</label>
      <textarea
        rows={6}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t('editor.aboutMePlaceholder')}
        {...control}
        aria-describedby={describedBy}
      />
      {fields.feedback('about_me', 'pe-about-me')}
      <div id="pe-about-me-count" className={`form-text text-end ${count > aboutMeMaxLength ? 'text-danger fw-semibold' : ''}`}>
        {t('editor.aboutMeCount', { count, max: aboutMeMaxLength })}
      </div>
    </div>
  );
}
