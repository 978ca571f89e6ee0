import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberSummary } from '../../../api/members';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { messagesOf } from '../../../queries/chatPages';
import { useMessagesQuery, useReadOnOpen, useSendMessageMutation } from '../../../queries/chats';
import { useUser } from '../../../queries/siteState';
import { acknowledgeFictional, fictionalAcknowledged } from '../fictionalAck';
import { ChatHeader } from './ChatHeader';
import { FictionalConfirm } from './FictionalConfirm';
import { IcebreakerModal } from './IcebreakerModal';
import { MessageList } from './MessageList';
import { SendError } from './SendError';
import { GiftButton } from '../../gifts/GiftButton';
import { SendFooter } from './SendFooter';
import { TypingIndicator } from './TypingIndicator';
import { useTypingSender } from '../useTypingSender';

interface Props {
  partner: MemberSummary;
  /** conversationId is null until the first message starts the conversation. */
  conversationId: number | null;
  cost: number;
  maxLength: number;
  /** canStart is false when a free member has used their conversations, or when refusal says why no message can go. */
  canStart: boolean;
  /** refusal is the send rules' error key (invisibleMember, partnerNotConfirmed) when no message can go to the partner. */
  refusal?: string | null;
}

/**
 * Conversation is an open chat: the top bar, the messages, the send errors and the
 * footer. Opening it marks it read; an empty one offers the icebreaker openers.
 */
export function Conversation({ partner, conversationId, cost, maxLength, canStart, refusal = null }: Props) {
  const { t } = useTranslation('chat');
  const user = useUser();
  const query = useMessagesQuery(conversationId);
  const send = useSendMessageMutation(partner.id);
  const [text, setText] = useState('');
  const [icebreaker, setIcebreaker] = useState<'auto' | 'open' | 'closed'>('auto');
  const [confirming, setConfirming] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  useReadOnOpen(conversationId);
  const typing = useTypingSender(conversationId);

  const messages = messagesOf(query.data);
  const loaded = conversationId === null || query.isSuccess;
  const empty = loaded && messages.length === 0;
  const oldest = query.data?.pages.at(-1);
  const showIcebreaker = canStart && (icebreaker === 'open' || (icebreaker === 'auto' && empty && text === ''));

  const onChange = (value: string) => {
    setText(value);
    typing(value);
    if (send.isError) send.reset();
  };
  const sendNow = () => send.mutate(text.trim(), { onSuccess: () => setText('') });
  // A fictional profile's warning is confirmed once before the first message goes.
  const onSend = () => (partner.fictional && user && !fictionalAcknowledged(user.id, partner.id) ? setConfirming(true) : sendNow());
  const onConfirm = () => {
    if (user) acknowledgeFictional(user.id, partner.id);
    setConfirming(false);
    sendNow();
  };
  const onPick = (opener: string) => {
    setText(opener);
    setIcebreaker('closed');
    input.current?.focus();
  };

  return (
    <section className="chat-conversation" aria-label={partner.name}>
      <ChatHeader partner={partner} />
      <MessageList
        messages={messages}
        partnerName={partner.name}
        label={t('messages.label', { name: partner.name })}
        more={query.hasNextPage}
        loadingOlder={query.isFetchingNextPage}
        onLoadOlder={() => void query.fetchNextPage()}
        historyHidden={oldest?.history_hidden ?? false}
        empty={
          loaded ? (
            <div className="chat-start text-center">
              <h2 className="h5 fw-bold">{t('messages.emptyTitle', { name: partner.name })}</h2>
              <p className="text-body-secondary small mx-auto mb-3">{t('messages.emptyText')}</p>
              {canStart && (
                <button type="button" className="btn btn-outline-primary btn-sm rounded-pill px-3" onClick={() => setIcebreaker('open')}>
                  {t('messages.ideas')}
                </button>
              )}
            </div>
          ) : query.isError ? (
            <ApiErrorAlert error={query.error}>
              <button type="button" className="btn btn-link btn-sm p-0 ms-2 align-baseline" onClick={() => void query.refetch()}>
                {t('common:errors.retry')}
              </button>
            </ApiErrorAlert>
          ) : (
            <div className="text-center py-5" role="status">
              <span className="spinner-border spinner-border-sm text-primary me-2" aria-hidden="true" />
              {t('messages.loading')}
            </div>
          )
        }
      />
      <TypingIndicator conversationId={conversationId} name={partner.name} />
      {confirming && <FictionalConfirm name={partner.name} onConfirm={onConfirm} onCancel={() => setConfirming(false)} />}
      <SendError error={send.error} premiumNeeded={!canStart && !refusal} refusal={refusal} />
      <SendFooter
        text={text}
        onChange={onChange}
        onSend={onSend}
        cost={cost}
        maxLength={maxLength}
        credits={user?.credits ?? null}
        sending={send.isPending}
        blocked={!canStart}
        inputRef={input}
        actions={<GiftButton memberId={partner.id} name={partner.name} className="btn btn-outline-primary btn-sm" />}
      />
      <IcebreakerModal show={showIcebreaker} name={partner.name} onPick={onPick} onHide={() => setIcebreaker('closed')} />
    </section>
  );
}
