// The member's acknowledgement that a chat partner is a fictional profile, asked once
// per (member, fictional profile) before the first message goes (issue 21; NL ACM,
// LG Berlin 2022: disclosure in the terms alone is not enough). It is kept in this
// browser's localStorage: on another device the member is asked again, which errs on
// the side of telling them (docs/decisions.md).

function key(viewerId: number, partnerId: number): string {
  return `amora.fictionalAck.${viewerId}.${partnerId}`;
}

/** fictionalAcknowledged reports whether the member confirmed the warning about partnerId here. */
export function fictionalAcknowledged(viewerId: number, partnerId: number): boolean {
  try {
    return localStorage.getItem(key(viewerId, partnerId)) === '1';
  } catch {
    return false;
  }
}

/** acknowledgeFictional remembers that the member confirmed the warning about partnerId. */
export function acknowledgeFictional(viewerId: number, partnerId: number): void {
  try {
    localStorage.setItem(key(viewerId, partnerId), '1');
  } catch {
    // Storage refused (private mode): the member is asked again next time.
  }
}
