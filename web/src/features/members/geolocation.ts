import type { Place } from '../../api/members';

// The visitor's place from the browser's position (SPEC §3 "geocode result or false"):
// kept in localStorage for at most an hour (SPEC §9), and false when finding it
// failed, so that the browser and the server are not asked again within that hour.

const key = 'amora.geocode';
export const geocodeMaxAgeMs = 60 * 60 * 1000;

export interface Position {
  lat: number;
  lon: number;
}

interface Stored {
  at: number;
  place: Place | false;
}

/** storedGeocode returns the place stored less than an hour before now, false when that attempt failed, or undefined. */
export function storedGeocode(now: number = Date.now()): Place | false | undefined {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (typeof stored.at !== 'number' || stored.place === undefined) return undefined;
    if (now < stored.at || now - stored.at >= geocodeMaxAgeMs) return undefined;
    return stored.place;
  } catch {
    return undefined;
  }
}

export function storeGeocode(place: Place | false, now: number = Date.now()): void {
  try {
    localStorage.setItem(key, JSON.stringify({ at: now, place } satisfies Stored));
  } catch {
    // Private browsing may refuse storage; the browser is then asked again next time.
  }
}

/** geolocationSupported reports whether the browser can tell its position at all. */
export function geolocationSupported(): boolean {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator && !!navigator.geolocation;
}

/** currentPosition asks the browser for its position; the browser asks the visitor's permission first. */
export function currentPosition(): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!geolocationSupported()) {
      reject(new Error('geolocation unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lon: p.coords.longitude }),
      (err) => reject(new Error(err.message || 'geolocation failed')),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  });
}

/**
 * locate finds the visitor's place: the stored answer while it is under an hour old,
 * otherwise the browser's position turned into a place by geocode. Any failure (no
 * permission, no position, no known place near it, no answer) is stored as false.
 */
export async function locate(
  geocode: (pos: Position) => Promise<Place>,
  { position = currentPosition, now = Date.now }: { position?: () => Promise<Position>; now?: () => number } = {},
): Promise<Place | false> {
  const stored = storedGeocode(now());
  if (stored !== undefined) return stored;
  let place: Place | false;
  try {
    place = await geocode(await position());
  } catch {
    place = false;
  }
  storeGeocode(place, now());
  return place;
}
