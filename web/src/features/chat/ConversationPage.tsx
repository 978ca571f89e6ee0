import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { PageSpinner } from '../../components/PageSpinner';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useMessagesQuery } from '../../queries/chats';
import { ChatProblem } from './components/ChatProblem';
import { Conversation } from './components/Conversation';

/** ConversationPage is /chats/{id}: a conversation from the list. */
export function ConversationPage() {
  const { id } = useParams();
  const conversationId = Number(id);
  if (!Number.isInteger(conversationId) || conversationId <= 0) return <ChatProblem error={new ApiError(404, 'not_found', '')} />;
  return <ConversationScreen key={conversationId} conversationId={conversationId} />;
}

function ConversationScreen({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation('chat');
  const query = useMessagesQuery(conversationId);
  const newest = query.data?.pages[0];
  useDocumentTitle(newest?.profile.name ?? t('title'));
  if (newest) {
    return <Conversation partner={newest.profile} conversationId={conversationId} cost={newest.message_cost} maxLength={newest.message_length} canStart />;
  }
  if (query.isError) return <ChatProblem error={query.error} onRetry={() => void query.refetch()} />;
  return <PageSpinner />;
}
