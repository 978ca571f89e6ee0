import { useEffect } from 'react';

/** LeaveLanders loads any other path (the footer's links, login, ...) as a page of the members' app. */
export function LeaveLanders() {
  useEffect(() => location.reload(), []);
  return null;
}
