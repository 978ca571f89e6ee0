import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../components/ErrorAlert';
import { useWriteFirst } from '../queries/fictional';

/**
 * FirstMessageForm lets the fictional profile write first to a member, which the
 * server allows only when the member's site's fictional_first_messages is on. The
 * member sees the message marked as sent by the site's team, and pays nothing.
 */
export function FirstMessageForm({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const [memberId, setMemberId] = useState('');
  const [text, setText] = useState('');
  const write = useWriteFirst(id);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    write.mutate({ member_id: Number(memberId), text }, { onSuccess: () => setText('') });
  };
  return (
    <section className="mt-4" aria-labelledby="f-first-title">
      <h2 id="f-first-title" className="h6">
        {t('fictional.first.title')}
      </h2>
      <p className="text-body-secondary small">{t('fictional.first.intro')}</p>
      <form onSubmit={onSubmit} className="row g-2" aria-labelledby="f-first-title">
        <div className="col-sm-4 col-lg-3">
          <label htmlFor="f-first-member" className="form-label small fw-semibold">
            {t('fictional.first.member')}
          </label>
          <input id="f-first-member" inputMode="numeric" pattern="[0-9]*" required className="form-control form-control-sm" value={memberId} onChange={(e) => setMemberId(e.target.value.replace(/\D/g, ''))} />
        </div>
        <div className="col-12">
          <label htmlFor="f-first-text" className="form-label small fw-semibold">
            {t('fictional.first.text')}
          </label>
          <textarea id="f-first-text" rows={3} required className="form-control form-control-sm" value={text} onChange={(e) => setText(e.target.value)} />
        </div>
        <div className="col-12">
          <ErrorAlert error={write.error} />
          {write.isSuccess && (
            <p className="text-success small" role="status">
              {t('fictional.first.sent')}
            </p>
          )}
          <button type="submit" className="btn btn-outline-primary btn-sm" disabled={write.isPending || !memberId || !text.trim()}>
            {t('fictional.first.send')}
          </button>
        </div>
      </form>
    </section>
  );
}
