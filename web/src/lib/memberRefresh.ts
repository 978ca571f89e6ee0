// SPEC §4, §9: the member's user, chats and likes reload every 60 s, every 300 s when
// this device is push-subscribed (a push then says when to reload). The push code,
// loaded only for members, says which; the queries read it at each refresh.

export const memberRefreshMs = 60_000;
export const memberRefreshWithPushMs = 300_000;

let pushSubscribed = false;

/** setPushSubscribed records whether this device receives the member's pushes. */
export function setPushSubscribed(on: boolean): void {
  pushSubscribed = on;
}

/** memberRefreshInterval is the time between two reloads of the member's data. */
export function memberRefreshInterval(): number {
  return pushSubscribed ? memberRefreshWithPushMs : memberRefreshMs;
}
