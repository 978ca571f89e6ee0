import type { ReactNode } from 'react';

/** ChoiceStep is one question of complete-signup answered with one of a few large buttons (radio inputs underneath). */
export function ChoiceStep({
  name,
  question,
  options,
  value,
  onChange,
  feedback,
}: {
  name: string;
  question: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  /** feedback is the error under the question, from useFieldErrors. */
  feedback: ReactNode;
}) {
  return (
    <fieldset aria-describedby={feedback ? `cs-${name}-error` : undefined}>
      <legend className="h4 fw-bold mb-3">{question}</legend>
      <div className="d-grid gap-2">
        {options.map((o) => (
          <div key={o.value}>
            <input
              type="radio"
              className="btn-check"
              name={name}
              id={`cs-${name}-${o.value}`}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              autoComplete="off"
            />
            <label className="btn btn-outline-primary btn-lg w-100" htmlFor={`cs-${name}-${o.value}`}>
              {o.label}
            </label>
          </div>
        ))}
      </div>
      {feedback}
    </fieldset>
  );
}
