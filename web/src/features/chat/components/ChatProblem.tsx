import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../api/client';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';

/**
 * ChatProblem fills the conversation pane when a conversation cannot be opened: it
 * does not exist (any more), the partner blocked the member ("You're blocked"), or
 * the call failed (with a retry).
 */
export function ChatProblem({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('chat');
  const notFound = error instanceof ApiError && (error.code === 'not_found' || error.status === 404);
  const retryable = !(error instanceof ApiError) || error.status >= 500 || error.status === 429;
  return (
    <div className="chat-problem">
      <Link to="/chats" className="btn btn-link text-body chat-back d-lg-none mb-3 px-0" aria-label={t('header.back')}>
        <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
          <path d="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z" />
        </svg>
        <span className="ms-1">{t('header.back')}</span>
      </Link>
      {notFound ? (
        <div className="text-center py-5">
          <h2 className="h5 fw-bold">{t('errors.notFoundTitle')}</h2>
          <p className="text-body-secondary">{t('errors.notFoundText')}</p>
        </div>
      ) : (
        <ApiErrorAlert error={error}>
          {retryable && onRetry && (
            <button type="button" className="btn btn-link btn-sm p-0 ms-2 align-baseline" onClick={onRetry}>
              {t('common:errors.retry')}
            </button>
          )}
        </ApiErrorAlert>
      )}
    </div>
  );
}
