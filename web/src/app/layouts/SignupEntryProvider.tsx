import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { afterLoginPath } from '../../features/account/afterLogin';
import { useUser } from '../../queries/siteState';
import { SignupEntryContext } from '../../components/signupEntry';

const SignupModal = lazy(() => import('./SignupModal').then((m) => ({ default: m.SignupModal })));

/** SignupEntryProvider holds the sign-up modal; logged-in members who ask for it go to the members area instead. */
export function SignupEntryProvider({ children }: { children: ReactNode }) {
  const [show, setShow] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const user = useUser();
  const navigate = useNavigate();
  const open = () => {
    if (user) {
      navigate(afterLoginPath());
      return;
    }
    setLoaded(true);
    setShow(true);
  };
  return (
    <SignupEntryContext.Provider value={open}>
      {children}
      {loaded && (
        <Suspense fallback={null}>
          <SignupModal show={show} onHide={() => setShow(false)} />
        </Suspense>
      )}
    </SignupEntryContext.Provider>
  );
}
