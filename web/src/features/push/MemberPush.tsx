import { PushAlert } from './PushAlert';
import { PushUpdates } from './PushUpdates';

/**
 * MemberPush is everything of push a member's page in the default layout has: the
 * connection to the service worker and the push-notification alert. The layout loads it
 * lazily, for members only, so that none of it weighs on the landing route.
 */
export function MemberPush() {
  return (
    <>
      <PushUpdates />
      <PushAlert />
    </>
  );
}
