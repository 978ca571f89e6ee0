import type { QueryClient } from '@tanstack/react-query';
import type { LanderMembers, LanderQuery } from '../api/landers';
import type { Member } from '../api/members';
import type { CompanyInfo, Settings } from '../api/site';
import { chosenCountry } from '../lib/country';
import { type AppRoute, pathParams } from '../lib/routeTable';
import { storedTrafficSource, type TrafficSource } from '../lib/trafficSource';
import { landerMembersQuery } from '../queries/landers';
import { memberQuery } from '../queries/members';
import { settingsQuery, siteKeys } from '../queries/site';
import { userKeys } from '../queries/user';
import { audienceQuery, parseSlug } from './slug';

// What the server puts in a lander's page (internal/httpapi/landerapp.go): the visitor's
// settings and the traffic source they were answered for, the lander's members for the
// audience it read from the slug, a member landing's member as a visitor sees them, the
// footer's company, and whether the request had no session (a visitor: nobody to ask for).
export interface LanderBoot {
  settings: Settings;
  traffic_source: TrafficSource;
  landers?: { query: LanderQuery; data: LanderMembers };
  member?: Member;
  company?: CompanyInfo;
  visitor?: boolean;
}

const sourceFields = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;

/**
 * bootApplies tells whether the server answered what this browser would ask: it knows the
 * address and the first-touch cookie, not a country chosen on an earlier visit nor a
 * traffic source kept only in this browser's storage.
 */
function bootApplies(boot: LanderBoot): boolean {
  const stored = storedTrafficSource();
  return chosenCountry() === undefined && sourceFields.every((f) => (stored?.[f] ?? '') === (boot.traffic_source[f] ?? ''));
}

const sameQuery = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((k) => a[k] === b[k]);

/**
 * seedLanderBoot puts the server's answers for the page at path into the query cache, so
 * that its first render is its final one; it starts loading the members and member of
 * a page whose answers did not come along.
 */
export function seedLanderBoot(qc: QueryClient, boot: LanderBoot | undefined, routes: AppRoute[], path: string): void {
  const params = pathParams(routes, path);
  const audience = audienceQuery(parseSlug(params.slug));
  const applies = boot !== undefined && bootApplies(boot);
  if (applies) qc.setQueryData(settingsQuery().queryKey, boot.settings);
  // Neither depends on a country or a traffic source: the company is the host's, and a
  // request without a session cookie is a visitor's.
  if (boot?.company) qc.setQueryData(siteKeys.companyInfo(location.hostname), boot.company);
  if (boot?.visitor) qc.setQueryData(userKeys.me, null);
  const members = landerMembersQuery(audience);
  if (applies && boot.landers && sameQuery(boot.landers.query, audience)) qc.setQueryData(members.queryKey, boot.landers.data);
  else if (path.startsWith('/landers/') || path.includes('/landing2')) void qc.prefetchQuery(members);
  if (!params.id) return;
  const member = memberQuery(params.id);
  if (boot?.member && String(boot.member.id) === params.id) qc.setQueryData(member.queryKey, boot.member);
  else void qc.prefetchQuery(member);
}
