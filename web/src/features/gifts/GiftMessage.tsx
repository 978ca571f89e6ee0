import { useTranslation } from 'react-i18next';
import { useGiftsQuery } from '../../queries/gifts';
import './gifts.css';

/** GiftMessage shows a gift in a conversation: its picture and name, and who sent it. */
export function GiftMessage({ giftId, mine, partnerName }: { giftId: string; mine: boolean; partnerName: string }) {
  const { t, i18n } = useTranslation('gifts');
  const gifts = useGiftsQuery();
  const gift = gifts.data?.gifts.find((g) => g.id === giftId);
  const label = gift ? (gift.labels[i18n.language] ?? gift.labels.en ?? giftId) : '';
  return (
    <span className="gift-message d-inline-flex align-items-center gap-2">
      <img src={gift?.image ?? `/gifts/${giftId}.svg`} alt={label} width={56} height={56} />
      <span className="small">{mine ? t('sentYou', { gift: label, name: partnerName }) : t('receivedYou', { gift: label, name: partnerName })}</span>
    </span>
  );
}
