/** afterLoginPath is where a member lands after logging in or signing up: the member search (SPEC §2). */
export function afterLoginPath(): string {
  return '/members';
}
