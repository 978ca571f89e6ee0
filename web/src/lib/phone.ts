// telHref turns a support phone number as written ("+31 20-123 45 67") into a
// dialable tel: link, without dashes and spaces (SPEC §9).
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[\s-]/g, '')}`;
}
