import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch';

/** AuthCard frames the signed-out screens (login, setup): a card on the console's dark ground. */
export function AuthCard({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-auth">
      <div className={`card shadow admin-auth-card ${wide ? 'admin-auth-card-wide' : ''}`}>
        <div className="card-body p-4">
          <div className="d-flex justify-content-between align-items-center mb-3">
            <div className="admin-brand admin-brand-inline text-dark">
              Amora <span className="admin-brand-tag">{t('nav.console')}</span>
            </div>
            <LanguageSwitch className="w-auto" />
          </div>
          <h1 className="h4 mb-3">{title}</h1>
          {children}
        </div>
      </div>
    </div>
  );
}
