import { createContext, useContext } from 'react';

/** SignupEntryContext opens the sign-up modal of the default layout. */
export const SignupEntryContext = createContext<() => void>(() => undefined);

// SPEC §2: on smartphones sign-up is a page, elsewhere a modal. Smartphones are the
// widths below Bootstrap's sm breakpoint (575.98 px).
export function isSmartphone(): boolean {
  return window.matchMedia?.('(max-width: 575.98px)').matches === true;
}

/**
 * useSignupEntry returns an onClick handler for links to /signup: on a wide screen it
 * opens the modal instead of following the link.
 */
export function useSignupEntry() {
  const open = useContext(SignupEntryContext);
  return (e: { preventDefault: () => void }) => {
    if (isSmartphone()) return;
    e.preventDefault();
    open();
  };
}
