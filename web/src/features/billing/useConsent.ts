import { useState } from 'react';

/** Consent is what a buyer ticks before paying, as the server wants it. */
export type Consent = { accept_terms: boolean; immediate_delivery: boolean };

/**
 * useConsent keeps the two checkout boxes (issue 23, Directive 2011/83/EU Art. 16(m)):
 * the terms, and the express request for immediate delivery with the acknowledgement
 * that the right of withdrawal ends with it. Both start unticked; require() reports
 * whether both are ticked and, if not, shows why next to the boxes.
 */
export function useConsent() {
  const [value, setValue] = useState<Consent>({ accept_terms: false, immediate_delivery: false });
  const [attempted, setAttempted] = useState(false);
  const ok = value.accept_terms && value.immediate_delivery;
  return {
    value,
    attempted,
    set: (field: keyof Consent, on: boolean) => setValue((v) => ({ ...v, [field]: on })),
    require: () => {
      setAttempted(true);
      return ok;
    },
  };
}

export type ConsentState = ReturnType<typeof useConsent>;

