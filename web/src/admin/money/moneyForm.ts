// The money forms' text and the values sent for it.
import type { DiscountInput } from '../api/sites';

/** pricesText writes prices as "EUR 995" lines (cents), the way the form edits them. */
export const pricesText = (prices: Record<string, number>) =>
  Object.entries(prices)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([c, v]) => `${c} ${v}`)
    .join('\n');

/** parsePrices reads "EUR 995" lines; null when a line is malformed. */
export function parsePrices(text: string): Record<string, number> | null {
  const out: Record<string, number> = {};
  for (const line of text.split('\n').map((l) => l.trim()).filter(Boolean)) {
    const m = /^([A-Za-z]{3})\s*[:= ]\s*(\d+)$/.exec(line);
    if (!m) return null;
    out[m[1]!.toUpperCase()] = Number(m[2]);
  }
  return out;
}

export type Draft = { code: string; percentage: string; country: string; currency: string; minimum: string; methods: string; validity: 'once-per-user' | 'unlimited'; expires: string };
export const emptyDraft: Draft = { code: '', percentage: '10', country: '', currency: '', minimum: '', methods: '', validity: 'once-per-user', expires: '' };

/** draftInput is the code to create from the form (the minimum typed in cents). */
export function draftInput(d: Draft, reason: string): DiscountInput {
  return {
    code: d.code.trim(),
    percentage: Number(d.percentage),
    country: d.country.trim() || undefined,
    currency: d.currency.trim() || undefined,
    minimum_order_value: d.minimum.trim() ? Number(d.minimum) : undefined,
    payment_methods: d.methods
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean),
    validity: d.validity,
    expires: d.expires ? new Date(d.expires).toISOString() : undefined,
    reason,
  };
}

