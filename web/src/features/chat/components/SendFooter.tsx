import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import './sendFooter.css';

interface Props {
  text: string;
  onChange: (text: string) => void;
  onSend: () => void;
  cost: number;
  maxLength: number;
  credits: number | null;
  sending: boolean;
  blocked: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  /** actions are more buttons beside the send button (the gift button). */
  actions?: ReactNode;
}

/**
 * SendFooter is where a message is written: Enter sends, Shift+Enter starts a new
 * line; the counter shows the length against the site's limit and the button what
 * sending costs.
 */
export function SendFooter({ text, onChange, onSend, cost, maxLength, credits, sending, blocked, inputRef, actions }: Props) {
  const { t } = useTranslation('chat');
  const length = text.trim().length;
  const tooLong = text.length > maxLength;
  const canSend = length > 0 && !tooLong && !sending && !blocked;
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    if (canSend) onSend();
  };
  return (
    <form
      className="chat-footer"
      onSubmit={(e) => {
        e.preventDefault();
        if (canSend) onSend();
      }}
    >
      <label htmlFor="chat-text" className="visually-hidden">
        {t('send.label')}
      </label>
      <div className="chat-input-row">
        <textarea
          id="chat-text"
          ref={inputRef}
          className={`form-control chat-input ${tooLong ? 'is-invalid' : ''}`}
          rows={1}
          placeholder={t('send.placeholder')}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby="chat-length chat-hint"
          disabled={blocked}
        />
        {/* Beside the box: on phones an icon button (its label for screen readers), with the label from 768 px. */}
        <button type="submit" className="btn btn-primary fw-semibold chat-send" disabled={!canSend}>
          <SendIcon />
          <span className="chat-send-label">{sending ? t('send.sending') : cost > 0 ? t('send.buttonCost', { count: cost }) : t('send.button')}</span>
        </button>
      </div>
      <div className="chat-footer-row">
        <span className="chat-footer-info small">
          <span id="chat-length" className={tooLong ? 'text-danger fw-semibold' : 'text-body-secondary'}>
            <span aria-hidden="true">
              {text.length}/{maxLength}
            </span>
            <span className="visually-hidden">{t('send.length', { count: text.length, max: maxLength })}</span>
          </span>
          {credits !== null && <span className={credits < cost ? 'text-danger' : 'text-body-secondary'}>{t('send.credits', { count: credits })}</span>}
        </span>
        <span id="chat-hint" className="visually-hidden">
          {t('send.hint')}
        </span>
        <span className="ms-auto" />
        {!blocked && actions}
      </div>
    </form>
  );
}

function SendIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M3.4 20.4 21 12 3.4 3.6l-.01 6.53L15 12 3.39 13.87z" />
    </svg>
  );
}
