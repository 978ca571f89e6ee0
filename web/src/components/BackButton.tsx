import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useHydrated } from '../prerender/hydration';
import { isStandalone, showsBack } from './standalone';

/** BackButton goes one step back in the history on the screens SPEC §2 names, in the installed app. */
export function BackButton({ route }: { route: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The display mode is the browser's: not known while the built HTML hydrates.
  const hydrated = useHydrated();
  if (!hydrated || !showsBack(route, isStandalone(), window.history.length)) return null;
  return (
    <button type="button" className="btn btn-link btn-sm text-body px-1" onClick={() => void navigate(-1)} aria-label={t('nav.back')}>
      <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <path d="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z" />
      </svg>
    </button>
  );
}
