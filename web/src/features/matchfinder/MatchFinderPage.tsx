import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { User } from '../../api/user';
import { ApiErrorAlert } from '../../components/ApiErrorAlert';
import { PageSpinner } from '../../components/PageSpinner';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useOwnProfileQuery } from '../../queries/profile';
import { useSettings } from '../../queries/siteState';
import { useUserQuery } from '../../queries/user';
import { answersFromSearch, defaultAnswers, searchOf } from './answers';
import { MatchQuestions } from './components/MatchQuestions';
import { MatchResults } from './components/MatchResults';
import './matchfinder.css';

/**
 * MatchFinderPage asks a member a few questions and ranks members by how well they
 * fit (/match-finder). The answers live in the query string, so that the results can
 * be reloaded and the back button returns to them.
 */
export function MatchFinderPage() {
  const { t } = useTranslation('matchfinder');
  useDocumentTitle(t('title'));
  const user = useUserQuery();
  return (
    <section className="container py-4 match-finder">
      <header className="mb-4">
        <h1 className="h3 fw-bold mb-1">{t('title')}</h1>
        <p className="text-body-secondary mb-0">{t('intro')}</p>
      </header>
      {user.data ? (
        <MatchFinder user={user.data} />
      ) : user.data === null ? (
        <LoginInvite />
      ) : user.isError ? (
        <ApiErrorAlert error={user.error} />
      ) : (
        <PageSpinner />
      )}
    </section>
  );
}

function MatchFinder({ user }: { user: User }) {
  const settings = useSettings();
  const own = useOwnProfileQuery();
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState(false);
  const answers = answersFromSearch(params, settings.min_age);
  if (answers && !editing) return <MatchResults answers={answers} onChange={() => setEditing(true)} />;
  if (!answers && own.isPending) return <PageSpinner />;
  const start = answers ?? defaultAnswers(user, settings.min_age, own.data?.profile.interests ?? []);
  return (
    <MatchQuestions
      initial={start}
      country={user.profile.country}
      onDone={(a) => {
        setEditing(false);
        setParams(searchOf(a));
      }}
    />
  );
}

function LoginInvite() {
  const { t } = useTranslation('matchfinder');
  return (
    <div className="card border-0 shadow-sm text-center p-4 p-md-5">
      <h2 className="h4 fw-bold">{t('login.title')}</h2>
      <p className="text-body-secondary mx-auto mf-narrow">{t('login.text')}</p>
      <div className="d-flex flex-column flex-sm-row gap-2 justify-content-center">
        <Link to="/signup" className="btn btn-primary fw-semibold px-4">{t('login.signup')}</Link>
        <Link to="/login" className="btn btn-outline-primary fw-semibold px-4">{t('login.login')}</Link>
      </div>
    </div>
  );
}
