import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskNote } from '../api/desk';
import { ErrorAlert } from '../components/ErrorAlert';
import { useFormat } from '../components/format';
import { useSaveNoteMutation } from '../queries/desk';

/** The server's limit of a note (amora.DeskNoteMaxLength). */
export const noteMaxLength = 4000;

/**
 * NotesCard keeps the note of a (member, fictional profile) pair, so that the next
 * operator keeps the story straight; typing in it extends the claim too.
 */
export function NotesCard({ conversationId, note, pair, disabled, onTyping }: { conversationId: number; note: DeskNote; pair: string; disabled: boolean; onTyping: () => void }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const id = useId();
  const save = useSaveNoteMutation(conversationId);
  // The operator's draft, null while it is the saved note.
  const [draft, setDraft] = useState<string | null>(null);
  const dirty = draft !== null;
  const text = draft ?? note.text;
  return (
    <section className="card admin-card mb-3" aria-label={t('desk.notes.title')}>
      <div className="card-header">{t('desk.notes.title')}</div>
      <form
        className="card-body"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(text, { onSuccess: () => setDraft(null) });
        }}
      >
        <label htmlFor={`${id}-note`} className="form-label small text-body-secondary">
          {t('desk.notes.label', { pair })}
        </label>
        <ErrorAlert error={save.error} />
        <textarea
          id={`${id}-note`}
          className="form-control form-control-sm"
          rows={3}
          maxLength={noteMaxLength}
          value={text}
          disabled={disabled}
          placeholder={t('desk.notes.placeholder')}
          onChange={(e) => {
            setDraft(e.target.value);
            onTyping();
          }}
        />
        <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
          <span className="small text-body-secondary me-auto" role="status">
            {dirty ? t('desk.notes.unsaved') : note.updated_at ? t('desk.notes.savedAt', { when: f.dateTime(note.updated_at) }) : t('desk.notes.none')}
          </span>
          <button type="submit" className="btn btn-sm btn-outline-primary text-nowrap" disabled={disabled || !dirty || save.isPending}>
            {t('desk.notes.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
