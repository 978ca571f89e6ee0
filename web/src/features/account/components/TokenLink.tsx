import type { ReactNode } from 'react';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { PageSpinner } from '../../../components/PageSpinner';

// The screens an e-mail link leads to (?token=...) show a spinner while the token is
// checked (useSendTokenOnce sends it) and, when it fails, why and what next.

/** LinkChecking is the screen while the server checks the link. */
export function LinkChecking({ text }: { text: string }) {
  return (
    <section className="container py-5 text-center">
      <PageSpinner />
      <p>{text}</p>
    </section>
  );
}

/** LinkFailed tells why the link did not work, with the way on as children. */
export function LinkFailed({ title, error, text, children }: { title: string; error: unknown; text: string; children: ReactNode }) {
  return (
    <section className="container py-5" style={{ maxWidth: '36rem' }}>
      <h1 className="h2 fw-bold">{title}</h1>
      <ApiErrorAlert error={error} />
      <p className="text-body-secondary">{text}</p>
      {children}
    </section>
  );
}
