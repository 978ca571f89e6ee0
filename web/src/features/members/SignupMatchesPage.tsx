import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { storedTrafficSource } from '../../lib/trafficSource';
import { useMembersSearchQuery } from '../../queries/members';
import { useSettings, useUser } from '../../queries/siteState';
import { SignupForm } from '../account/components/SignupForm';
import { MemberGrid, MemberGridSkeleton } from './components/MemberGrid';

const cols = 'row-cols-2 row-cols-md-3';

/**
 * SignupMatchesPage is sign-up beside members who match: the form on one side and
 * members from the visitor's country on the other; on phones the form comes first.
 */
export function SignupMatchesPage() {
  const { t } = useTranslation(['members', 'account']);
  useDocumentTitle(t('signupMatches.title'));
  const settings = useSettings();
  const user = useUser();
  const navigate = useNavigate();
  // Once the form is sent, the new member goes on to complete-signup, not to the members.
  const [sent, setSent] = useState(false);
  if (user && !sent) return <Navigate to="/members" replace />;
  const showMembers = settings.search_allowed;
  return (
    <section className="container py-4 py-lg-5">
      <div className={`row g-4 g-lg-5 align-items-start ${showMembers ? '' : 'justify-content-center'}`}>
        <div className="col-lg-5 col-xl-4">
          <h1 className="h2 fw-bold">{t('signupMatches.title')}</h1>
          <p className="text-body-secondary">{t('signupMatches.intro', { siteName: settings.name })}</p>
          <div className="card border-0 shadow-sm p-4">
            <SignupForm onPendingChange={(pending) => pending && setSent(true)} onDone={() => navigate('/complete-signup')} />
          </div>
          <p className="mt-3 text-center">
            {t('account:signup.haveAccount')} <Link to="/login">{t('account:signup.loginLink')}</Link>
          </p>
        </div>
        {showMembers && (
          <div className="col-lg-7 col-xl-8">
            <MatchingMembers />
          </div>
        )}
      </div>
    </section>
  );
}

/** MatchingMembers are members in the visitor's country, when the site serves it. */
function MatchingMembers() {
  const { t } = useTranslation('members');
  const settings = useSettings();
  const trafficSource = storedTrafficSource();
  const country = settings.countries.includes(settings.geoip_selected_country) ? settings.geoip_selected_country : undefined;
  const query = useMembersSearchQuery({ country, per_page: 12, network: trafficSource?.network || undefined, ref: trafficSource?.ref || undefined });
  const title = country ? t('signupMatches.membersIn', { country: t(`common:countries.${country}`) }) : t('signupMatches.members');
  return (
    <section aria-labelledby="matches-title">
      <h2 id="matches-title" className="h4 fw-bold mb-3">{title}</h2>
      {query.isPending ? (
        <MemberGridSkeleton count={6} cols={cols} label={t('search.loading')} />
      ) : query.isError || query.data.results.length === 0 ? (
        <p className="text-body-secondary">{t('signupMatches.none')}</p>
      ) : (
        <MemberGrid members={query.data.results} cols={cols} />
      )}
    </section>
  );
}
