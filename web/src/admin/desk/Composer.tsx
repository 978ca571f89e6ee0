import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The server's limit of an operator's reply (amora.DeskReplyMaxLength). */
export const replyMaxLength = 2000;

/**
 * Composer writes the fictional profile's reply: Enter sends, Shift+Enter starts a new
 * line; a button inserts the canned honest answer that the profile is fictional.
 * onTyping runs on every change (the claim's heartbeat).
 */
export function Composer({
  name,
  disclosure,
  disabled,
  pending,
  onTyping,
  onSend,
}: {
  name: string;
  disclosure: string;
  disabled: boolean;
  pending: boolean;
  onTyping: () => void;
  onSend: (text: string, done: () => void) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const caret = useRef<number | null>(null); // where insertDisclosure puts the caret
  const canSend = !disabled && !pending && text.trim() !== '' && [...text].length <= replyMaxLength;
  const send = () => {
    if (canSend) onSend(text.trim(), () => setText(''));
  };
  const insertDisclosure = () => {
    const el = box.current;
    const at = el?.selectionStart ?? text.length;
    const before = text.slice(0, at);
    const after = text.slice(el?.selectionEnd ?? at);
    const glue = before && !/\s$/.test(before) ? ' ' : '';
    const next = `${before}${glue}${disclosure}${after && !/^\s/.test(after) ? ' ' : ''}${after}`;
    caret.current = (before + glue + disclosure).length;
    setText(next);
    onTyping();
  };
  // The caret goes after the inserted text as the text is drawn: placed a frame later, it
  // jumped back over whatever was typed in that frame.
  useLayoutEffect(() => {
    const el = box.current;
    if (caret.current === null || !el) return;
    el.focus();
    el.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [text]);
  const length = [...text].length;
  return (
    <form
      className="desk-composer"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <label htmlFor={`${id}-reply`} className="form-label small fw-semibold mb-1">
        {t('desk.reply.label', { name })}
      </label>
      <textarea
        id={`${id}-reply`}
        ref={box}
        className="form-control"
        rows={3}
        value={text}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          setText(e.target.value);
          onTyping();
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            send();
          }
        }}
      />
      <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
        <button type="button" className="btn btn-sm btn-outline-secondary" disabled={disabled} onClick={insertDisclosure} title={disclosure}>
          {t('desk.reply.disclosure')}
        </button>
        <span className={`small ms-auto ${length > replyMaxLength ? 'text-danger' : 'text-body-secondary'}`}>
          {length}/{replyMaxLength}
        </span>
        <button type="submit" className="btn btn-primary btn-sm px-4" disabled={!canSend}>
          {pending ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : null}
          {t('desk.reply.send')}
        </button>
      </div>
      <div id={`${id}-hint`} className="small text-body-secondary mt-1">
        {t('desk.reply.hint')}
      </div>
    </form>
  );
}
