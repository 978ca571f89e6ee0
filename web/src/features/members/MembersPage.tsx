import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '../../api/user';
import { ApiError } from '../../api/client';
import { ApiErrorAlert } from '../../components/ApiErrorAlert';
import { firstPhotoCards } from '../../components/FirstPhoto';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { storedTrafficSource } from '../../lib/trafficSource';
import { useMembersSearchQuery } from '../../queries/members';
import { useSettings } from '../../queries/siteState';
import { useUserQuery } from '../../queries/user';
import { ProfileQuestionsGate } from '../account/components/ProfileQuestionsGate';
import { LoginPrompt } from './components/LoginPrompt';
import { firstScreenCards, MemberGrid, MemberGridSkeleton } from './components/MemberGrid';
import { SkeletonUntil } from '../../components/SkeletonUntil';
import { Pagination } from './components/Pagination';
import { SearchForm } from './components/SearchForm';
import { SearchToolbar } from './components/SearchToolbar';
import { defaultFilters, searchParams, useSearchStore } from './searchStore';
import { fewResults, widerSearch } from './widen';

/** MembersPage is the member search (SPEC §2 "members", the logged-in home). */
export function MembersPage() {
  const { t } = useTranslation('members');
  useDocumentTitle(t('search.title'));
  const userQuery = useUserQuery();
  return (
    <section className="container py-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 fw-bold mb-0 me-auto">{t('search.title')}</h1>
        <Link to="/swipe-game" className="btn btn-outline-primary btn-sm fw-semibold">
          {t('search.swipeGame')}
        </Link>
        <Link to="/match-finder" className="btn btn-outline-primary btn-sm fw-semibold">
          {t('search.matchFinder')}
        </Link>
      </div>
      {userQuery.data && !userQuery.data.profile.complete ? (
        <ProfileQuestionsGate />
      ) : userQuery.data !== undefined ? (
        <MemberSearch user={userQuery.data} />
      ) : userQuery.isError ? (
        <RetryAlert error={userQuery.error} retry={() => void userQuery.refetch()} />
      ) : (
        <MemberGridSkeleton label={t('search.loading')} />
      )}
    </section>
  );
}

function RetryAlert({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation('members');
  return (
    <ApiErrorAlert error={error}>
      <button type="button" className="btn btn-link btn-sm p-0 ms-2 align-baseline" onClick={retry}>
        {t('common:errors.retry')}
      </button>
    </ApiErrorAlert>
  );
}

const isAuthRequired = (err: unknown) => err instanceof ApiError && err.code === 'authentication_required';

/** MemberSearch is the search for someone whose login state is known: filters, results and pages, or the login prompt. */
function MemberSearch({ user }: { user: User | null }) {
  const { t } = useTranslation('members');
  const settings = useSettings();
  const defaults = useMemo(() => defaultFilters(settings, user), [settings, user]);
  const store = useSearchStore(settings, defaults);
  const trafficSource = user ? undefined : storedTrafficSource();
  const allowed = user !== null || settings.search_allowed;
  const search = useMembersSearchQuery(searchParams(store.state, trafficSource), { enabled: allowed });
  // The results render at a transition's priority, in slices that leave the browser free
  // to answer: 24 cards at once were one long task on a phone (issue 22).
  const answer = useMemo(() => ({ data: search.data, placeholder: search.isPlaceholderData }), [search.data, search.isPlaceholderData]);
  const shown = useDeferredValue(answer);
  const { data, placeholder } = shown;
  const empty = !!data && data.num_results === 0 && !placeholder;
  // Previous results stay while the next page loads, but "no results" does not.
  const loading = !data || (placeholder && data.num_results === 0);
  const suggestions = useMembersSearchQuery(
    { per_page: 12, network: trafficSource?.network || undefined, ref: trafficSource?.ref || undefined, hide_fictional: store.state.hide_fictional ? '1' : undefined },
    { enabled: allowed && empty },
  );
  const resultsTop = useRef<HTMLParagraphElement>(null);
  const totalPages = data ? Math.ceil(data.num_results / data.per_page) : 0;
  const pageGone = !!data && !placeholder && data.results.length === 0 && data.num_results > 0;
  const [sheet, setSheet] = useState(false);
  const wider = widerSearch(store.state);
  const few = !!data && !placeholder && store.state.page === 1 && data.num_results < fewResults;
  const { setPage } = store;
  // A remembered page can be past the end once members leave: go back to the first.
  useEffect(() => {
    if (pageGone) setPage(1);
  }, [pageGone, setPage]);

  if (!allowed || isAuthRequired(search.error)) return <LoginPrompt />;
  const goToPage = (page: number) => {
    store.setPage(page);
    resultsTop.current?.scrollIntoView?.({ block: 'start' });
  };
  return (
    <>
      {/* From 992 px the filters stand above the results; below, they are a sheet the "Filters" button opens. */}
      {!sheet && (
        <div className="d-none d-lg-block">
          <SearchForm filters={store.state} onChange={store.setFilters} onReset={store.reset} />
        </div>
      )}
      <Modal show={sheet} onHide={() => setSheet(false)} className="search-sheet d-lg-none" backdropClassName="d-lg-none" dialogClassName="modal-dialog-scrollable" aria-labelledby="search-sheet-title">
        <Modal.Header closeButton closeLabel={t('search.closeFilters')}>
          <Modal.Title as="h2" id="search-sheet-title" className="h5 fw-bold mb-0">{t('search.filtersButton')}</Modal.Title>
        </Modal.Header>
        <Modal.Body className="pt-0">
          <SearchForm filters={store.state} onChange={store.setFilters} onReset={store.reset} />
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-primary w-100 fw-semibold" onClick={() => setSheet(false)}>
            {data ? t('search.showResults', { count: data.num_results }) : t('search.showResultsPlain')}
          </button>
        </Modal.Footer>
      </Modal>
      <SearchToolbar filters={store.state} onChange={store.setFilters} onOpenFilters={() => setSheet(true)} />
      {search.isError && !data ? (
        <RetryAlert error={search.error} retry={() => void search.refetch()} />
      ) : (
        <SkeletonUntil
          ready={!loading}
          skeleton={
            <>
              {/* The line "N members found" and the first screen of cards, in the places the results take. */}
              <p className="text-body-secondary mb-2 placeholder-glow" aria-hidden="true">
                <span className="placeholder col-4 col-md-2" />
              </p>
              <MemberGridSkeleton label={t('search.loading')} firstPhotos={firstPhotoCards} />
            </>
          }
        >
          {empty ? (
            <>
              <div className="no-results card border-0 shadow-sm text-center p-4 mb-4" role="status">
                <h2 className="h5 fw-bold mb-1">{t('search.noResults')}</h2>
                <p className="text-body-secondary mb-0">{t('search.noResultsHint')}</p>
                {wider && <FurtherAway onClick={() => store.setFilters(wider)} />}
              </div>
              {suggestions.data && suggestions.data.results.length > 0 && (
                <section aria-labelledby="suggestions-title">
                  <h2 id="suggestions-title" className="h5 fw-bold mb-3">{t('search.suggestions')}</h2>
                  <MemberGrid members={suggestions.data.results} />
                </section>
              )}
              {suggestions.isPending && <MemberGridSkeleton count={4} label={t('search.loading')} />}
            </>
          ) : (
            data && (
              <>
                <p ref={resultsTop} className="results-count text-body-secondary mb-2" aria-live="polite">
                  {t('search.results', { count: data.num_results })}
                </p>
                <MemberGrid members={data.results} busy={placeholder || shown !== answer} eager={firstScreenCards} />
                {few && wider && (
                  <div className="text-center mb-4">
                    <FurtherAway onClick={() => store.setFilters(wider)} />
                  </div>
                )}
                <Pagination page={store.state.page} total={totalPages} onPage={goToPage} />
              </>
            )
          )}
        </SkeletonUntil>
      )}
    </>
  );
}

/** FurtherAway widens the search's place by one step (see widerSearch). */
function FurtherAway({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('members');
  return (
    <button type="button" className="btn btn-outline-primary fw-semibold mt-3" onClick={onClick}>
      {t('search.furtherAway')}
    </button>
  );
}
