import { Suspense, useState } from 'react';
import { useMutationState } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../components/Banner';
import { useBannerTurn } from '../../components/BannerTurn';
import { dismiss, isDismissed } from '../../lib/dismissals';
import { chatsOf, unreadOf } from '../../queries/chatPages';
import { sendMessageKey, useChatsQuery } from '../../queries/chats';
import { useSettings } from '../../queries/siteState';
import { isFirstLoad, shouldAskForPush } from './askMoment';
import { pushPhase } from './pushState';
import { usePushState, usePushStore } from './pushStore';

const dismissKey = 'pushAlert';
// A dismissed alert asks again after 30 days (SPEC §2: dismissal remembered by timestamp).
export const pushAlertDismissMs = 30 * 24 * 60 * 60 * 1000;

/** permissionNow is the browser's notification permission, or 'unsupported'. */
function permissionNow(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * useEngagedNow tells whether a message was sent or received while this page is open:
 * a send succeeded, or the conversations or unread messages grew since the list loaded.
 */
function useEngagedNow(conversations: number | null, unread: number | null): boolean {
  const sent = useMutationState({ filters: { mutationKey: sendMessageKey, status: 'success' } }).length > 0;
  // What the list said when it first loaded on this page (React's "state from earlier renders").
  const [start, setStart] = useState<{ conversations: number; unread: number } | null>(null);
  if (start === null && conversations !== null && unread !== null) setStart({ conversations, unread });
  const grew = start !== null && ((conversations ?? 0) > start.conversations || (unread ?? 0) > start.unread);
  return sent || grew;
}

/**
 * PushAlert is SPEC §2's push-notification alert: it offers push on this device once
 * push means something (after a message sent or received, never on the first load),
 * asks the browser for permission only on the member's click, and can be dismissed.
 */
export function PushAlert() {
  const state = usePushState();
  const chats = useChatsQuery();
  const conversations = chats.data ? chatsOf(chats.data).length : null;
  const unread = chats.data ? unreadOf(chats.data) : null;
  const engagedNow = useEngagedNow(conversations, unread);
  const [closed, setClosed] = useState(() => isDismissed(dismissKey, pushAlertDismissMs));
  const show = shouldAskForPush({
    phase: pushPhase(state),
    permission: permissionNow(),
    dismissed: closed,
    hasConversation: (conversations ?? 0) > 0,
    firstLoad: isFirstLoad(),
    engagedNow,
  });
  if (!useBannerTurn('push', show)) return null;
  const close = () => {
    dismiss(dismissKey);
    setClosed(true);
  };
  // Its texts load only for the members it asks, without holding up the other banners.
  return (
    <Suspense fallback={null}>
      <PushBanner onClose={close} />
    </Suspense>
  );
}

/** PushBanner is the alert itself: the offer, and the button that asks the browser. */
function PushBanner({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const store = usePushStore();
  const publicKey = useSettings().push_public_key;
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const enable = () => {
    setBusy(true);
    setFailed(false);
    store
      .enable(publicKey)
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };
  return (
    <Banner
      testId="push-alert"
      onClose={onClose}
      closeLabel={t('push.dismiss')}
      action={
        <button type="button" className="btn btn-primary btn-sm text-nowrap" onClick={enable} disabled={busy}>
          {t('push.enable')}
        </button>
      }
    >
      {failed ? t('push.failed') : t('push.alert')}
    </Banner>
  );
}
