import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { likeKinds, ofKind, type LikeItem } from '../../../queries/likeItems';

/**
 * LikesHeader is the likes screens' title with the like counter (SPEC §2) and the tabs
 * of the overview and the three kinds, each with its count.
 */
export function LikesHeader({ items, title }: { items: LikeItem[]; title: string }) {
  const { t } = useTranslation('likes');
  const received = ofKind(items, 'received');
  const fresh = received.filter((i) => i.likeNew).length;
  return (
    <header className="mb-4">
      <h1 className="h2 fw-bold mb-1">{title}</h1>
      <p className="text-body-secondary mb-3" data-testid="likes-counter">
        {t('counter.received', { count: received.length })}
        {fresh > 0 && <span className="badge rounded-pill text-bg-danger ms-2 align-text-bottom">{t('counter.new', { count: fresh })}</span>}
      </p>
      <nav className="likes-tabs nav nav-pills gap-1" aria-label={t('tabs.label')}>
        <NavLink end to="/likes" className="nav-link">
          {t('tabs.overview')}
        </NavLink>
        {likeKinds.map((kind) => (
          <NavLink key={kind} to={`/likes/${kind}`} className="nav-link">
            {t(`tabs.${kind}`)} <span className="likes-tab-count">{ofKind(items, kind).length}</span>
          </NavLink>
        ))}
      </nav>
    </header>
  );
}
