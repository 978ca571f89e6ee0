import type { FieldDef } from './siteForm';
import { fieldName } from './siteForm';

/** SiteField edits one setting as text, with its error under it. */
export function SiteField({
  def,
  value,
  error,
  languages,
  onChange,
}: {
  def: FieldDef;
  value: string;
  error?: string;
  languages: readonly string[];
  onChange: (v: string) => void;
}) {
  const id = `site-${def.key.replace('.', '-')}`;
  const invalid = error ? ' is-invalid' : '';
  const described = error ? `${id}-error` : undefined;
  const label = (
    <label htmlFor={id} className={def.kind === 'bool' ? 'form-check-label font-monospace small' : 'form-label font-monospace small mb-1'}>
      {fieldName(def.key)}
    </label>
  );
  let input;
  switch (def.kind) {
    case 'bool':
      return (
        <div className="form-check mb-2">
          <input id={id} type="checkbox" className={`form-check-input${invalid}`} checked={value === 'true'} onChange={(e) => onChange(e.target.checked ? 'true' : 'false')} />
          {label}
          {error ? <div id={described} className="invalid-feedback">{error}</div> : null}
        </div>
      );
    case 'select': {
      const options = def.options === 'languages' ? ['', ...languages] : (def.options ?? []);
      input = (
        <select id={id} className={`form-select form-select-sm${invalid}`} value={value} aria-describedby={described} onChange={(e) => onChange(e.target.value)}>
          {options.map((o) => (
            <option key={o} value={o}>
              {o || '—'}
            </option>
          ))}
        </select>
      );
      break;
    }
    case 'json':
    case 'textarea':
      input = (
        <textarea
          id={id}
          className={`form-control form-control-sm${def.kind === 'json' ? ' font-monospace' : ''}${invalid}`}
          rows={def.kind === 'json' ? 4 : 2}
          value={value}
          aria-describedby={described}
          onChange={(e) => onChange(e.target.value)}
        />
      );
      break;
    default:
      input = (
        <input
          id={id}
          type={def.kind === 'number' ? 'number' : 'text'}
          className={`form-control form-control-sm${invalid}`}
          value={value}
          aria-describedby={described}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
  return (
    <div className="mb-2">
      {label}
      {input}
      {error ? (
        <div id={described} className="invalid-feedback">
          {error}
        </div>
      ) : null}
    </div>
  );
}
