import type { Settings } from '../api/site';
import { chosenCountry } from '../lib/country';
import { storedTrafficSource } from '../lib/trafficSource';

// What the server puts in a prerendered page (internal/httpapi/prerender.go): the
// site's settings for this visitor, and the settings the page was built with.
export interface BootData {
  settings: Settings;
  built: Settings;
}

// The settings that no page renders (push's key is for the members' push subscription): the
// first render takes the visitor's own, so that the swap to the visitor's settings after
// hydration changes nothing when the rest is as built, and re-renders nothing (issue 22:
// the swap re-rendered every card of the search at once, a long task on a phone).
const unrendered = ['push_public_key'] as const;

/** hydrationSettings are the settings of the first render: the build's, with the visitor's own where no page renders them. */
export function hydrationSettings(boot: BootData): Settings {
  const out = { ...boot.built };
  for (const k of unrendered) out[k] = boot.settings[k];
  return out;
}

/** readBootData returns the server's boot data, when the page is a prerendered one (or a lander's, which carries its own). */
export function readBootData<T = BootData>(): T | undefined {
  const el = document.getElementById('amora-boot');
  if (!el?.textContent) return undefined;
  try {
    return JSON.parse(el.textContent) as T;
  } catch {
    return undefined;
  }
}

/**
 * inlineSettingsApply tells whether the server's settings are the ones this browser would
 * ask for: the server knows the host and the address's traffic source, not a country or
 * a traffic source the browser stored on an earlier visit.
 */
export function inlineSettingsApply(): boolean {
  return chosenCountry() === undefined && storedTrafficSource() === undefined;
}
