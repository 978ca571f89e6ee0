import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useErrorText } from '../../../components/ApiErrorAlert';
import { BuyLink } from './BuyLink';

// A free member may write in this many conversations (SPEC §6, §9) when the server does not say.
const freeConversations = 2;

// The send rules' refusals: no message can go until the partner does something.
const refusals = ['invisibleMember', 'partnerNotConfirmed'];

/**
 * SendError says why a message could not be sent, right above the footer (SPEC §8):
 * too few credits and the free members' conversation limit come with a buy button;
 * the send rules' refusals (an invisible member who has not written, a partner who has
 * not confirmed their address) say when writing becomes possible.
 */
export function SendError({ error, premiumNeeded, refusal = null }: { error: unknown; premiumNeeded: boolean; refusal?: string | null }) {
  const { t } = useTranslation('chat');
  const errorText = useErrorText();
  const err = error instanceof ApiError ? error : null;
  const refused = refusal ?? (err && refusals.includes(err.key ?? '') ? err.key : null);
  if (refused) return <Alert tone="info" text={t(`errors:${refused}`)} />;
  if (premiumNeeded || err?.code === 'premium_required') {
    const max = Number(err?.params?.max ?? freeConversations);
    return <Alert tone="warning" text={t('errors.premiumRequired', { max })} buy={t('errors.getPremium')} />;
  }
  if (!error) return null;
  if (err?.key === 'creditsDebt') return <Alert tone="warning" text={t('errors:creditsDebt', { count: Number(err.params?.count ?? 0) })} buy={t('errors.buyCredits')} />;
  if (err?.code === 'not_enough_credits') return <Alert tone="warning" text={t('errors.notEnoughCredits')} buy={t('errors.buyCredits')} />;
  if (err?.key === 'messageTooLong') return <Alert tone="danger" text={t('errors.messageTooLong', { max: Number(err.params?.max ?? 0) })} />;
  if (err?.key === 'messageEmpty') return <Alert tone="danger" text={t('errors.messageEmpty')} />;
  return <Alert tone="danger" text={errorText(error)} />;
}

function Alert({ tone, text, buy }: { tone: 'warning' | 'info' | 'danger'; text: string; buy?: string }) {
  return (
    <div className={`alert alert-${tone} chat-alert d-flex flex-wrap align-items-center gap-2 mb-0`} role="alert">
      <span className="me-auto">{text}</span>
      {buy && <BuyLink label={buy} />}
    </div>
  );
}
