import { useTranslation } from 'react-i18next';
import type { Member } from '../../api/members';

// The profile facts a member landing shows, when the site shows them and the member gave them.
const factFields = ['relationship_status', 'looking_for', 'body_type', 'hair_color', 'eye_color'] as const;

/** MemberFacts lists a few of the member's profile facts, in the profile's own words. */
export function MemberFacts({ member, className = '' }: { member: Member; className?: string }) {
  const { t } = useTranslation('profile');
  const fields = member.fields as Record<string, unknown>;
  const facts = factFields.filter((f) => typeof fields[f] === 'string' && fields[f] !== '');
  if (facts.length === 0) return null;
  return (
    <dl className={`member-facts ${className}`}>
      {facts.map((f) => (
        <div key={f}>
          <dt>{t(`fields.${f}`)}</dt>
          <dd>{t(`options.${f}.${fields[f] as string}`)}</dd>
        </div>
      ))}
    </dl>
  );
}
