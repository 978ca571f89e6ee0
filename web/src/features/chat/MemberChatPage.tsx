import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { PageSpinner } from '../../components/PageSpinner';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useChatWithQuery } from '../../queries/chats';
import { ChatProblem } from './components/ChatProblem';
import { Conversation } from './components/Conversation';

/**
 * MemberChatPage is /members/{id}/chat: the conversation with that member, or, before
 * the first message, an empty one that the first message starts.
 */
export function MemberChatPage() {
  const { id } = useParams();
  const memberId = Number(id);
  if (!Number.isInteger(memberId) || memberId <= 0) return <ChatProblem error={new ApiError(404, 'not_found', '')} />;
  return <MemberChatScreen key={memberId} memberId={memberId} />;
}

function MemberChatScreen({ memberId }: { memberId: number }) {
  const { t } = useTranslation('chat');
  const query = useChatWithQuery(memberId);
  useDocumentTitle(query.data?.profile.name ?? t('title'));
  if (query.data) {
    const c = query.data;
    return <Conversation partner={c.profile} conversationId={c.conversation} cost={c.message_cost} maxLength={c.message_length} canStart={c.can_start} refusal={c.refusal} />;
  }
  if (query.isError) return <ChatProblem error={query.error} onRetry={() => void query.refetch()} />;
  return <PageSpinner />;
}
