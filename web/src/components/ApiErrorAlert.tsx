import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';

/** errorText translates an error from the server by its key, else by its code. */
export function useErrorText() {
  const { t } = useTranslation('errors');
  return (err: unknown): string => {
    if (err instanceof ApiError) {
      const key = err.key ?? err.code;
      return t(key, { ...err.params, defaultValue: t('generic') });
    }
    if (err instanceof TypeError) return t('network');
    return t('generic');
  };
}

/** ApiErrorAlert shows a failed call's message in the visitor's language; without an error it renders nothing, and loads no texts. */
export function ApiErrorAlert({ error, children }: { error: unknown; children?: React.ReactNode }) {
  if (!error) return null;
  return <ErrorAlert error={error}>{children}</ErrorAlert>;
}

function ErrorAlert({ error, children }: { error: unknown; children?: React.ReactNode }) {
  const text = useErrorText();
  return (
    <div className="alert alert-danger py-2" role="alert">
      {text(error)}
      {children}
    </div>
  );
}
