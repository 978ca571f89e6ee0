import type { ComplaintForm } from '../../api/complaints';
import { complaintCategories } from '../../api/complaints';

/** The limits of the server's check (amora.ComplaintForm.Check), for the form's own check. */
export const explanationMin = 10;
export const explanationMax = 5000;
export const nameMax = 100;

/** FieldProblem is a field's error key in the errors namespace, with its parameters. */
export interface FieldProblem {
  key: string;
  params?: Record<string, number>;
}

/** reporterOptional: name and e-mail may be left out for notices about minors (DSA Art. 16(2)(c)). */
export const reporterOptional = (category: string) => category === 'underage';

const emailShape = /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;.]+$/;

/**
 * checkComplaint finds every field the server would refuse, so that the visitor sees
 * them all at once before sending; the server checks again.
 */
export function checkComplaint(f: ComplaintForm): Record<string, FieldProblem> {
  const out: Record<string, FieldProblem> = {};
  if (!complaintCategories.includes(f.category)) out.category = { key: 'complaintCategory' };
  const url = (f.url ?? '').trim();
  if (!url && !f.member_id && !f.photo_id && !f.message_id) out.url = { key: 'complaintTarget' };
  else if (url && !/^https?:\/\/[^\s/]+/i.test(url)) out.url = { key: 'complaintURL' };
  const n = [...f.explanation.trim()].length;
  if (n < explanationMin) out.explanation = { key: 'complaintExplanationShort', params: { min: explanationMin } };
  else if (n > explanationMax) out.explanation = { key: 'complaintExplanationLong', params: { max: explanationMax } };
  const name = (f.name ?? '').trim();
  if (!name && !reporterOptional(f.category)) out.name = { key: 'complaintName' };
  else if ([...name].length > nameMax) out.name = { key: 'complaintNameLong', params: { max: nameMax } };
  const email = (f.email ?? '').trim();
  if (!email && !reporterOptional(f.category)) out.email = { key: 'complaintEmail' };
  else if (email && !emailShape.test(email)) out.email = { key: 'invalidEmail' };
  if (!f.good_faith) out.good_faith = { key: 'complaintGoodFaith' };
  return out;
}
