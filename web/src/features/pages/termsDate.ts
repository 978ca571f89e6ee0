// SPEC §9: the terms are versioned 2023-12-01T12:00:00Z, or the company's added date
// when that is later.
export const termsBaseDate = '2023-12-01T12:00:00Z';

export function termsVersionDate(companyAdded: string | undefined): Date {
  const base = new Date(termsBaseDate);
  const added = companyAdded ? new Date(companyAdded) : undefined;
  return added && !Number.isNaN(added.getTime()) && added > base ? added : base;
}
