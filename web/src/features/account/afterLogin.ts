import { hasRoute } from '../../app/routeInfo';

/** afterLoginPath is where a member lands after logging in or signing up: the member search (SPEC §2), once it exists. */
export function afterLoginPath(): string {
  return hasRoute('members') ? '/members' : '/';
}
