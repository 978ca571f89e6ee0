import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HeartIcon } from '../../../components/HeartIcon';

/** LikesEmpty says there are no likes of a kind yet and invites the member to search. */
export function LikesEmpty({ title, text, compact = false }: { title: string; text: string; compact?: boolean }) {
  const { t } = useTranslation('likes');
  return (
    <div className={`likes-empty card border-0 shadow-sm text-center ${compact ? 'p-3' : 'p-4 p-md-5'}`}>
      {!compact && (
        <div className="likes-empty-icon mx-auto mb-3" aria-hidden="true">
          <HeartIcon filled size={32} />
        </div>
      )}
      <h2 className={`${compact ? 'h6' : 'h4'} fw-bold`}>{title}</h2>
      <p className="text-body-secondary mx-auto mb-3" style={{ maxWidth: '30rem' }}>
        {text}
      </p>
      <div>
        <Link to="/members" className={`btn btn-primary fw-semibold px-4 ${compact ? 'btn-sm' : ''}`}>
          {t('empty.search')}
        </Link>
      </div>
    </div>
  );
}
