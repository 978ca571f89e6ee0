import { useTranslation } from 'react-i18next';
import type { DataExport } from '../../../api/export';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { useExportQuery, useRequestExportMutation } from '../../../queries/export';

/** formatSize writes a file size in kB or MB as the language writes numbers. */
function formatSize(bytes: number, language: string): string {
  const mb = bytes >= 1_000_000;
  return new Intl.NumberFormat(language, { style: 'unit', unit: mb ? 'megabyte' : 'kilobyte', maximumFractionDigits: 1 }).format(
    mb ? bytes / 1_000_000 : Math.max(0.1, bytes / 1000),
  );
}

/** ExportState says how the member's newest export stands: being prepared, ready with its link, expired or failed. */
function ExportState({ latest }: { latest: DataExport }) {
  const { t, i18n } = useTranslation('account');
  switch (latest.status) {
    case 'preparing':
      return (
        <div className="alert alert-info py-2 d-flex align-items-center gap-2" role="status">
          <span className="spinner-border spinner-border-sm flex-shrink-0" aria-hidden="true" />
          <span>{t('profile.export.preparing')}</span>
        </div>
      );
    case 'ready': {
      const expires = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(latest.expires_at ?? ''));
      return (
        <div className="alert alert-success py-2 d-flex flex-column gap-2" role="status">
          <span>{t('profile.export.ready', { date: expires })}</span>
          <a className="btn btn-success fw-semibold align-self-start" href={latest.url} download>
            {t('profile.export.download', { size: formatSize(latest.size ?? 0, i18n.language) })}
          </a>
        </div>
      );
    }
    case 'expired':
      return <p className="small text-body-secondary mb-2">{t('profile.export.expired')}</p>;
    default:
      return <p className="small text-danger mb-2">{t('profile.export.failed')}</p>;
  }
}

/** DataExportCard lets the member download their data (GDPR Art. 15 and 20): ask for a ZIP, see it being prepared, download it. */
export function DataExportCard() {
  const { t } = useTranslation('account');
  const query = useExportQuery();
  const mutation = useRequestExportMutation();
  const latest = query.data;
  const preparing = latest?.status === 'preparing';
  return (
    <section className="card border-0 shadow-sm p-4" id="data-export" aria-labelledby="de-card-title">
      <h2 className="h5 fw-bold" id="de-card-title">{t('profile.export.title')}</h2>
      <p className="small text-body-secondary">{t('profile.export.text')}</p>
      {query.isPending && <p className="small text-body-secondary">{t('profile.export.loading')}</p>}
      <ApiErrorAlert error={query.error} />
      {latest && <ExportState latest={latest} />}
      <ApiErrorAlert error={mutation.error} />
      {!query.isPending && !preparing && (
        <button
          type="button"
          className={`btn fw-semibold align-self-start ${latest?.status === 'ready' ? 'btn-outline-primary btn-sm' : 'btn-primary'}`}
          disabled={mutation.isPending}
          onClick={() => mutation.mutate()}
        >
          {mutation.isPending ? t('profile.export.requesting') : latest ? t('profile.export.again') : t('profile.export.request')}
        </button>
      )}
    </section>
  );
}
