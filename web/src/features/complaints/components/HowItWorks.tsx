import { useTranslation } from 'react-i18next';

/** HowItWorks tells what happens to a notice, beside the form: the steps and the promises. */
export function HowItWorks() {
  const { t } = useTranslation('complaints');
  const steps = ['receipt', 'review', 'decision'] as const;
  return (
    <aside className="complaints-how card border-0 p-3 p-md-4" aria-labelledby="complaints-how-title">
      <h2 id="complaints-how-title" className="h5 fw-bold">
        {t('how.title')}
      </h2>
      <ol className="complaints-steps list-unstyled mb-3">
        {steps.map((s, i) => (
          <li key={s}>
            <span className="complaints-step-n" aria-hidden="true">
              {i + 1}
            </span>
            <span>
              <span className="d-block fw-semibold">{t(`how.${s}.title`)}</span>
              <span className="d-block small text-body-secondary">{t(`how.${s}.text`)}</span>
            </span>
          </li>
        ))}
      </ol>
      <p className="small mb-2">
        <strong>{t('how.confidentialTitle')}</strong> {t('how.confidential')}
      </p>
      <p className="small mb-0">
        <strong>{t('how.urgentTitle')}</strong> {t('how.urgent')}
      </p>
    </aside>
  );
}
