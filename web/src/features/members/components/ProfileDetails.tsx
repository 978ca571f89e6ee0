import { useTranslation } from 'react-i18next';
import type { Member, MemberFields } from '../../../api/members';
import { useInterestsQuery } from '../../../queries/site';
import { useRegionName } from '../useRegionName';

// The details in the order a reader expects them; options are labelled by the profile namespace.
const detailOrder = ['gender', 'looking_for', 'sexuality', 'age', 'country', 'region', 'city', 'relationship_status', 'body_type', 'hair_color', 'eye_color'] as const;
const optionFields = new Set<string>(['gender', 'looking_for', 'sexuality', 'relationship_status', 'body_type', 'hair_color', 'eye_color']);

type Detail = (typeof detailOrder)[number];

/** ProfileDetails lists the fields the site shows and the member filled in, the interests as chips, and the about-me text. */
export function ProfileDetails({ member }: { member: Member }) {
  // The option labels and field names come from the profile namespace, which this
  // screen loads itself.
  const { t, i18n } = useTranslation(['members', 'profile']);
  const regionName = useRegionName();
  const interests = useInterestsQuery();
  const fields: MemberFields = member.fields;
  const value = (field: Detail): string => {
    const v = fields[field];
    if (v === undefined || v === '' || v === 0) return '';
    if (optionFields.has(field)) return t(`profile:options.${field}.${v}`, { defaultValue: String(v) });
    if (field === 'country') return t(`common:countries.${v}`, { defaultValue: String(v) });
    if (field === 'region') return regionName(fields.country ?? member.country, String(v));
    return String(v);
  };
  const details = detailOrder.map((f) => [f, value(f)] as const).filter(([, v]) => v !== '');
  const interestLabel = (id: string) => {
    const labels = interests.data?.find((i) => i.id === id)?.labels;
    return labels?.[i18n.language] ?? labels?.en ?? id;
  };
  const chosen = fields.interests ?? [];
  const about = member.about_me?.trim();

  if (details.length === 0 && chosen.length === 0 && !about) {
    return <p className="text-body-secondary">{t('profile.noDetails', { name: member.name })}</p>;
  }
  return (
    <>
      {about && (
        <section className="mb-4" aria-labelledby="about-title">
          <h2 id="about-title" className="h5 fw-bold">{t('profile:fields.about_me')}</h2>
          <p className="about-me mb-0">{about}</p>
        </section>
      )}
      {details.length > 0 && (
        <section className="mb-4" aria-labelledby="details-title">
          <h2 id="details-title" className="h5 fw-bold">{t('profile.details')}</h2>
          <dl className="profile-details row g-2 mb-0">
            {details.map(([field, v]) => (
              <div className="col-6 col-md-4" key={field}>
                <dt className="small text-body-secondary fw-normal">{t(`profile:fields.${field}`)}</dt>
                <dd className="fw-semibold mb-0">{v}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {chosen.length > 0 && (
        <section className="mb-4" aria-labelledby="interests-title">
          <h2 id="interests-title" className="h5 fw-bold">{t('profile:fields.interests')}</h2>
          <ul className="member-interests list-unstyled d-flex flex-wrap gap-2 mb-0">
            {chosen.map((id) => (
              <li key={id} className="member-interest">{interestLabel(id)}</li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
