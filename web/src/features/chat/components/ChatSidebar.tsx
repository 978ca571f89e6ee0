import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ChatItem } from '../../../api/chats';
import { useRouteLeaf } from '../../../lib/routeTable';
import { ApiErrorAlert, useErrorText } from '../../../components/ApiErrorAlert';
import { Brand } from '../../../components/Brand';
import { EnvelopeIcon } from '../../../components/EnvelopeIcon';
import { chatsOf } from '../../../queries/chatPages';
import { useChatsQuery, useDeleteChatMutation } from '../../../queries/chats';
import { useSettings } from '../../../queries/siteState';
import { ChatListItem } from './ChatListItem';
import { DeleteChatModal } from './DeleteChatModal';

/** useOpenChat tells which conversation the screen shows, to mark it in the list. */
function useOpenChat(): (chat: ChatItem) => boolean {
  const leaf = useRouteLeaf();
  const route = leaf.handle?.name;
  const id = leaf.params.id;
  return (chat) => (route === 'chats-id' ? String(chat.conversation) === id : route === 'members-id-chat' && String(chat.profile.id) === id);
}

/**
 * ChatSidebar is the conversation list with its loading, error and empty states.
 * Deleting asks first, then removes the conversation at once; when the server
 * refuses, an alert says so and the list reloads (SPEC §8).
 */
export function ChatSidebar() {
  const { t } = useTranslation('chat');
  const settings = useSettings();
  const chats = useChatsQuery();
  const list = chatsOf(chats.data);
  const remove = useDeleteChatMutation();
  const errorText = useErrorText();
  const isOpen = useOpenChat();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<ChatItem | null>(null);
  const onConfirm = (chat: ChatItem) => {
    setConfirming(null);
    remove.mutate(chat.conversation);
    if (isOpen(chat)) navigate('/chats', { replace: true });
  };
  return (
    <>
      <div className="chat-sidebar-head">
        <Brand name={settings.name} />
        <h1 className="h5 fw-bold mb-0 ms-auto">{t('title')}</h1>
      </div>
      {remove.isError && (
        <div className="alert alert-danger alert-dismissible small m-3 mb-0" role="alert">
          <strong className="d-block">{t('list.deleteFailed')}</strong>
          {errorText(remove.error)}
          <button type="button" className="btn-close" aria-label={t('list.close')} onClick={() => remove.reset()} />
        </div>
      )}
      <nav className="chat-sidebar-body" aria-label={t('list.label')}>
        {chats.isPending ? (
          <ChatListSkeleton label={t('list.loading')} />
        ) : chats.isError && !chats.data ? (
          <div className="p-3">
            <ApiErrorAlert error={chats.error}>
              <button type="button" className="btn btn-link btn-sm p-0 ms-2 align-baseline" onClick={() => void chats.refetch()}>
                {t('common:errors.retry')}
              </button>
            </ApiErrorAlert>
          </div>
        ) : list.length === 0 ? (
          <ChatsEmpty />
        ) : (
          <>
            <ul className="list-unstyled mb-0">
              {list.map((chat) => (
                <ChatListItem key={chat.conversation} chat={chat} active={isOpen(chat)} onDelete={setConfirming} />
              ))}
            </ul>
            {chats.hasNextPage && (
              <div className="text-center p-3">
                <button type="button" className="btn btn-light btn-sm rounded-pill px-3" onClick={() => void chats.fetchNextPage()} disabled={chats.isFetchingNextPage}>
                  {chats.isFetchingNextPage ? t('list.loading') : t('list.more')}
                </button>
              </div>
            )}
          </>
        )}
      </nav>
      <DeleteChatModal chat={confirming} onConfirm={onConfirm} onCancel={() => setConfirming(null)} />
    </>
  );
}

/** ChatsEmpty invites a member without conversations to find someone to write to. */
function ChatsEmpty() {
  const { t } = useTranslation('chat');
  return (
    <div className="text-center px-4 py-5">
      <div className="chat-empty-icon mx-auto mb-3" aria-hidden="true">
        <EnvelopeIcon size={30} />
      </div>
      <h2 className="h5 fw-bold">{t('empty.title')}</h2>
      <p className="text-body-secondary small mx-auto mb-3" style={{ maxWidth: '22rem' }}>
        {t('empty.text')}
      </p>
      <Link to="/members" className="btn btn-primary fw-semibold px-4">
        {t('empty.search')}
      </Link>
    </div>
  );
}

/** ChatListSkeleton is the list's shape while the conversations load. */
function ChatListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="placeholder-glow">
      <span className="visually-hidden">{label}</span>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="chat-item-link" aria-hidden="true">
          <span className="chat-avatar placeholder" style={{ width: 48, height: 48 }} />
          <span className="chat-item-body">
            <span className="placeholder col-6 d-block mb-2" />
            <span className="placeholder placeholder-sm col-9 d-block" />
          </span>
        </div>
      ))}
    </div>
  );
}
