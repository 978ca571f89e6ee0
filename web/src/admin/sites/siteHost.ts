// The host of a new site, checked as the server checks it (amora.ValidateNewSiteHost),
// so that the form answers before it sends.

const label = '[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?';
const hostPattern = new RegExp(`^(${label}\\.)+${label}$`);

/** normalizeSiteHost is the form a host is stored under: trimmed, lower case, without a final dot. */
export const normalizeSiteHost = (h: string) => h.trim().toLowerCase().replace(/\.$/, '');

/** siteHostError is the server's error key for a host, or '' when it is a valid new host. */
export function siteHostError(host: string): '' | 'siteFieldRequired' | 'siteHostInvalid' {
  const h = normalizeSiteHost(host);
  if (h === '') return 'siteFieldRequired';
  return h.length <= 253 && hostPattern.test(h) ? '' : 'siteHostInvalid';
}
