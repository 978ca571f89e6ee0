import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noteForMs, readIntent } from '../../../lib/signupIntent';

/**
 * SignupIntentNote says why the visitor is signing up when they came from "Message" or
 * "Like" on a profile ("Sign up free to write to Evie"), and that they will be taken back.
 */
export function SignupIntentNote() {
  const { t } = useTranslation('account');
  const [intent] = useState(() => readIntent(noteForMs));
  if (!intent) return null;
  return (
    <div className="signup-intent mb-3" data-testid="signup-intent">
      <p className="h5 fw-bold mb-1">{intent.kind === 'message' ? t('intent.message', { name: intent.name }) : t('intent.like', { name: intent.name })}</p>
      <p className="small text-body-secondary mb-0">{t('intent.back', { name: intent.name })}</p>
    </div>
  );
}
