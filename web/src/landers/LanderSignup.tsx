import { Suspense, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../components/PageSpinner';
import { SignupForm } from '../features/account/components/SignupForm';
import { saveIntent } from '../lib/signupIntent';
import { useAfterFirstPaint } from '../lib/afterPaint';
import { useNearScreen } from '../lib/nearScreen';
import { goToSignup, signupAnchor } from './goToSignup';


/**
 * LanderSignup ends every lander: the site's sign-up form inline (the traffic source of
 * the entry URL goes with it), then the new member completes sign-up in the app.
 */
export function LanderSignup({ title, intro, aside, member, messageLabel, later = true }: {
  title: string;
  intro?: string;
  aside?: ReactNode;
  /** member is the member of a member landing: the sign-up message goes to them, and activation leads back to them. */
  member?: { id: number; name: string };
  messageLabel?: string;
  /** later renders the form after the first screen (a task of its own, after the photos') and once it comes into view, in a box of its height; false where the form is the first screen. */
  later?: boolean;
}) {
  const { t } = useTranslation('landers');
  const section = useRef<HTMLElement>(null);
  // Below the first screen, the form is drawn once it comes into view (lib/nearScreen.ts).
  const afterPaint = useAfterFirstPaint(!later, 1);
  const near = useNearScreen(section, !later);
  const shown = afterPaint && near;
  return (
    <section ref={section} id={signupAnchor} className="lander-signup py-5" aria-labelledby="lander-signup-title">
      <div className="container">
        <div className="row justify-content-center g-4 align-items-center">
          {aside && <div className="col-lg-5">{aside}</div>}
          <div className={aside ? 'col-lg-6' : 'col-md-8 col-lg-6'}>
            <div className="card border-0 shadow-lg lander-signup-card">
              <div className="card-body p-4 p-md-5">
                <h2 id="lander-signup-title" className="h3 fw-bold mb-1">{title}</h2>
                <p className="text-body-secondary mb-4">{intro ?? t('signup.intro')}</p>
                <Suspense fallback={<PageSpinner />}>
                  {shown ? (
                    <SignupForm
                      memberId={member?.id}
                      messageLabel={messageLabel}
                      onPendingChange={(pending) => pending && member && saveIntent('message', member)}
                      onDone={() => location.assign('/complete-signup')}
                    />
                  ) : (
                    <div className="lander-signup-later" />
                  )}
                </Suspense>
                <p className="small text-center text-body-secondary mt-3 mb-0">
                  {t('signup.haveAccount')} <a href="/login">{t('signup.login')}</a>
                </p>
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

/** CtaButton scrolls to the sign-up. */
export function CtaButton({ children, className = 'btn-primary' }: { children: ReactNode; className?: string }) {
  return (
    <button type="button" className={`btn btn-lg fw-bold rounded-pill px-4 ${className}`} onClick={goToSignup}>
      {children}
    </button>
  );
}
