import { useTranslation } from 'react-i18next';
import type { Member } from '../../../api/members';
import { FictionalIcon } from '../../../components/FictionalIcon';
import { useRegionName } from '../useRegionName';

/** ProfileHeader shows who the member is: name and age, where they live, online state and marks. */
export function ProfileHeader({ member }: { member: Member }) {
  const { t } = useTranslation('members');
  const regionName = useRegionName();
  const country = member.country ? t(`common:countries.${member.country}`, { defaultValue: member.country }) : '';
  const region = member.fields.region ? regionName(member.country, member.fields.region) : '';
  const place = [member.city, region, country].filter(Boolean).join(', ');
  return (
    <header className="profile-header mb-3">
      <h1 className="h2 fw-bold mb-1 d-flex align-items-center flex-wrap gap-2">
        <span>
          {member.name}, {member.age}
        </span>
        {member.fictional && <FictionalIcon className="fictional-icon-lg" />}
      </h1>
      {place && <p className="text-body-secondary mb-2">{place}</p>}
      <div className="d-flex flex-wrap gap-2">
        <span className={`badge rounded-pill d-inline-flex align-items-center gap-1 ${member.online ? 'online-badge' : 'text-bg-light border'}`}>
          {member.online && <span className="online-dot" aria-hidden="true" />}
          {member.online ? t('profile.online') : t('profile.offline')}
        </span>
        {member.premium && <span className="badge rounded-pill premium-badge">{t('card.premium')}</span>}
      </div>
    </header>
  );
}
