import { existsSync } from 'node:fs';

/**
 * chromiumPath is the browser the measuring scripts drive: $CHROMIUM_PATH, else Debian's
 * Chromium binary itself (its /usr/bin/chromium is a wrapper script), else the wrapper.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/lib/chromium/chromium') ? '/usr/lib/chromium/chromium' : '/usr/bin/chromium');
