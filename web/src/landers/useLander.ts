import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { LanderMember } from '../api/landers';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useLanderMembersQuery } from '../queries/landers';
import { useSettings } from '../queries/siteState';
import { audienceQuery, parseSlug, type Audience } from './slug';

/** useLander reads the lander's slug and loads its members; title names the audience ("Women 30–45 in Utrecht"). */
export function useLander(pageTitle: string) {
  const { slug } = useParams();
  const audience = parseSlug(slug);
  const query = useLanderMembersQuery(audienceQuery(audience));
  const settings = useSettings();
  const title = useAudienceTitle(audience, query.data?.region?.name);
  useDocumentTitle(pageTitle);
  const members: LanderMember[] = query.data?.members ?? [];
  return { audience, title, members, data: query.data, isPending: query.isPending, error: query.error, siteName: settings.name };
}

/** useAudienceTitle names an audience in the visitor's language. */
export function useAudienceTitle(a: Audience, regionName?: string) {
  const { t } = useTranslation('landers');
  const parts = [t(`audience.${a.gender ?? 'all'}`)];
  if (a.minAge && a.maxAge === 99) parts.push(t('audience.agesPlus', { min: a.minAge }));
  else if (a.minAge) parts.push(t('audience.ages', { min: a.minAge, max: a.maxAge }));
  if (regionName) parts.push(t('audience.in', { place: regionName }));
  return parts.join(' ');
}
