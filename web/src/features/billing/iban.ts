// How an IBAN is written. Whether it is valid (a SEPA country, its length, the mod-97
// check) is the server's one rule (amora.ValidIBAN); its answer shows under the field.

/** normalizeIban drops spaces and makes the letters capitals. */
export function normalizeIban(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/** formatIban writes an IBAN in groups of four, as banks print it. */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}
