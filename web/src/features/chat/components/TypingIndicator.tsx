import { useTranslation } from 'react-i18next';
import { useTyping } from '../../live/typing';

/** TypingIndicator shows "Lotte is typing…" above the message box while the partner types. */
export function TypingIndicator({ conversationId, name }: { conversationId: number | null; name: string }) {
  const { t } = useTranslation('live');
  const typing = useTyping(conversationId);
  return (
    <div className="chat-typing small text-body-secondary" aria-live="polite" data-testid="typing-indicator">
      {typing && (
        <>
          <span className="chat-typing-dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {t('typing', { name })}
        </>
      )}
    </div>
  );
}
