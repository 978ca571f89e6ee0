import { describe, expect, it, vi } from 'vitest';
import type { Place } from '../../api/members';
import { geocodeMaxAgeMs, locate, storedGeocode } from './geolocation';

const utrecht: Place = { country: 'NL', region: 'NL-UT', city: 'Utrecht', lat: 52.09, lon: 5.12, distance_km: 0.4 };
const position = () => Promise.resolve({ lat: 52.09, lon: 5.12 });

describe('locate', () => {
  it('turns the browser’s position into a place and keeps it for an hour', async () => {
    const geocode = vi.fn(async () => utrecht);
    let now = 1_000_000;
    const clock = () => now;
    await expect(locate(geocode, { position, now: clock })).resolves.toEqual(utrecht);
    expect(geocode).toHaveBeenCalledWith({ lat: 52.09, lon: 5.12 });

    now += geocodeMaxAgeMs - 1;
    await expect(locate(geocode, { position, now: clock })).resolves.toEqual(utrecht);
    expect(geocode).toHaveBeenCalledTimes(1);

    now += 1;
    expect(storedGeocode(now)).toBeUndefined();
    await locate(geocode, { position, now: clock });
    expect(geocode).toHaveBeenCalledTimes(2);
  });

  it('stores false when the visitor refuses the position, and does not ask again within the hour', async () => {
    const refused = vi.fn(() => Promise.reject(new Error('User denied Geolocation')));
    const geocode = vi.fn(async () => utrecht);
    await expect(locate(geocode, { position: refused, now: () => 5_000 })).resolves.toBe(false);
    expect(storedGeocode(5_000)).toBe(false);
    await expect(locate(geocode, { position: refused, now: () => 6_000 })).resolves.toBe(false);
    expect(refused).toHaveBeenCalledTimes(1);
    expect(geocode).not.toHaveBeenCalled();
  });

  it('stores false when the server knows no place there', async () => {
    const geocode = vi.fn(() => Promise.reject(new Error('positionUnknown')));
    await expect(locate(geocode, { position, now: () => 5_000 })).resolves.toBe(false);
    expect(storedGeocode(5_000 + geocodeMaxAgeMs - 1)).toBe(false);
  });

  it('ignores a stored answer it cannot read', async () => {
    localStorage.setItem('amora.geocode', '{not json');
    expect(storedGeocode()).toBeUndefined();
    await expect(locate(async () => utrecht, { position })).resolves.toEqual(utrecht);
  });
});
