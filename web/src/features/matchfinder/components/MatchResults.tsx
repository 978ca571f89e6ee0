import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Match, MatchAnswers, MatchReason } from '../../../api/matchfinder';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { MemberCard } from '../../../components/MemberCard';
import { useMatchesQuery } from '../../../queries/matchfinder';
import { useInterestsQuery } from '../../../queries/site';
import { MemberGridSkeleton } from '../../members/components/MemberGrid';

/** MatchResults ranks members for the answers, best first, each with its score and reasons. */
export function MatchResults({ answers, onChange }: { answers: MatchAnswers; onChange: () => void }) {
  const { t } = useTranslation('matchfinder');
  const matches = useMatchesQuery(answers);
  const change = (
    <button type="button" className="btn btn-outline-primary btn-sm fw-semibold" onClick={onChange}>
      {t('results.change')}
    </button>
  );
  if (matches.isError) return <ApiErrorAlert error={matches.error} />;
  if (!matches.data) return <MemberGridSkeleton label={t('results.loading')} />;
  const results = matches.data.results;
  if (results.length === 0) {
    return (
      <div className="card border-0 shadow-sm text-center p-4" role="status">
        <h2 className="h5 fw-bold mb-1">{t('results.empty')}</h2>
        <p className="text-body-secondary">{t('results.emptyHint')}</p>
        <div className="d-flex gap-2 justify-content-center">
          {change}
          <Link to="/members" className="btn btn-link btn-sm">{t('results.search')}</Link>
        </div>
      </div>
    );
  }
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 className="h5 fw-bold mb-0 me-auto">{t('results.title', { count: results.length })}</h2>
        {change}
      </div>
      <ul className="list-unstyled row row-cols-2 row-cols-md-3 row-cols-xl-4 g-2 g-md-3">
        {results.map((m) => (
          <li className="col" key={m.id}>
            <MatchItem match={m} />
          </li>
        ))}
      </ul>
    </>
  );
}

function MatchItem({ match }: { match: Match }) {
  const { t } = useTranslation('matchfinder');
  return (
    <article className="mf-match h-100 d-flex flex-column" aria-label={t('results.item', { name: match.name, score: match.score })}>
      <div className="mf-card">
        <MemberCard member={match} />
        <span className="mf-score badge">{t('score', { score: match.score })}</span>
      </div>
      <div className="mf-meter progress mt-2" role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={match.score} aria-label={t('scoreLabel')}>
        <div className="progress-bar" style={{ width: `${match.score}%` }} />
      </div>
      <ul className="mf-reasons list-unstyled small mt-2 mb-0">
        {match.reasons.map((r) => (
          <li key={r.key}><Reason reason={r} /></li>
        ))}
        {match.reasons.length === 0 && <li className="text-body-secondary">{t('reasons.none')}</li>}
      </ul>
    </article>
  );
}

function Reason({ reason }: { reason: MatchReason }) {
  const { t, i18n } = useTranslation('matchfinder');
  const interests = useInterestsQuery();
  switch (reason.key) {
    case 'mutual':
      return <>{t('reasons.mutual')}</>;
    case 'interests': {
      const label = (id: string) => {
        const i = interests.data?.find((x) => x.id === id);
        return i ? (i.labels[i18n.language] ?? i.labels.en ?? id) : id;
      };
      const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format((reason.interests ?? []).map(label));
      return <>{t('reasons.interests', { list })}</>;
    }
    case 'distance':
      return <>{reason.km ? t('reasons.distance', { km: reason.km }) : t('reasons.sameCity')}</>;
  }
}
