import type { PushPhase } from './pushState';

// The push alert asks at a moment when push means something to the member: after a
// message was sent or received, never on the first page load on a device (issue 19).

const seenKey = 'amora.push.seen';

/** AskFacts are what decides whether the push alert shows. */
export type AskFacts = {
  phase: PushPhase;
  permission: NotificationPermission | 'unsupported';
  dismissed: boolean;
  /** hasConversation: the member has sent or received a message (a conversation exists). */
  hasConversation: boolean;
  /** firstLoad: this is the first page load of the app on this device for a member. */
  firstLoad: boolean;
  /** engagedNow: a message was sent or received while this page is open. */
  engagedNow: boolean;
};

/** shouldAskForPush is the rule of the push alert. */
export function shouldAskForPush(f: AskFacts): boolean {
  // A permission granted earlier still needs the subscription: the alert makes it without a prompt.
  if (f.phase !== 'capable' || f.permission === 'denied' || f.permission === 'unsupported' || f.dismissed) return false;
  return f.engagedNow || (f.hasConversation && !f.firstLoad);
}

/** firstLoadOnDevice tells whether no earlier page load of a member was seen here, and remembers this one. */
export function firstLoadOnDevice(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage): boolean {
  try {
    if (!storage) return true;
    const first = storage.getItem(seenKey) === null;
    if (first) storage.setItem(seenKey, String(Date.now()));
    return first;
  } catch {
    return true; // no storage: never nag
  }
}

let thisPage: boolean | undefined;

/** isFirstLoad is firstLoadOnDevice, worked out once per page load. */
export function isFirstLoad(): boolean {
  return (thisPage ??= firstLoadOnDevice());
}

/** forgetFirstLoad starts over as a new page load would (for tests). */
export function forgetFirstLoad(): void {
  thisPage = undefined;
}
