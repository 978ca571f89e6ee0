import { useTranslation } from 'react-i18next';
import type { useFieldErrors } from '../../../components/useFieldErrors';

/**
 * OptionSelect is one profile question answered from a fixed list, labelled from
 * profile:fields and profile:options. An optional question offers "Not specified"; a
 * required one offers "Choose…" only while it has no answer.
 */
export function OptionSelect({
  name,
  options,
  value,
  onChange,
  required = false,
  fields,
}: {
  name: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  fields: ReturnType<typeof useFieldErrors>;
}) {
  const { t } = useTranslation('profile');
  const id = `pe-${name}`;
  return (
    <div>
      <label htmlFor={id} className="form-label fw-semibold">{t(`fields.${name}`)}</label>
      <select value={value} onChange={(e) => onChange(e.target.value)} required={required} {...fields.control(name, id, 'form-select')}>
        {required ? value === '' && <option value="">{t('editor.choose')}</option> : <option value="">{t('editor.notSpecified')}</option>}
        {options.map((o) => (
          <option key={o} value={o}>{t(`options.${name}.${o}`)}</option>
        ))}
      </select>
      {fields.feedback(name, id)}
    </div>
  );
}
