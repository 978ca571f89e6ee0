import { useContext } from 'react';
import { useNavigate } from 'react-router';
import { isSmartphone, SignupEntryContext } from './signupEntry';
import { useSettings } from '../queries/siteState';
import { saveIntent, type IntentKind } from '../lib/signupIntent';

/**
 * useSignupForIntent returns what a visitor's "Message" or "Like" on a profile does:
 * remember the intent and open sign-up (the page on smartphones, the modal elsewhere,
 * SPEC §2), or the login page where the site takes no sign-ups.
 */
export function useSignupForIntent() {
  const open = useContext(SignupEntryContext);
  const navigate = useNavigate();
  const settings = useSettings();
  return (kind: IntentKind, member: { id: number; name: string }) => {
    if (!settings.signup_allowed) {
      void navigate('/login');
      return;
    }
    saveIntent(kind, member);
    if (isSmartphone()) void navigate('/signup');
    else open();
  };
}
