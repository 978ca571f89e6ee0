import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Place } from '../../../api/members';
import { useGeocodeMutation } from '../../../queries/members';
import { useSettings } from '../../../queries/siteState';
import { useHydrated } from '../../../prerender/hydration';
import { geolocationSupported, locate } from '../geolocation';

type Status = { kind: 'idle' | 'locating' | 'failed' | 'notServed' } | { kind: 'found'; place: Place };

/**
 * LocationButton fills in the country and region from the browser's position, after
 * the browser has asked the visitor's permission. It is left out where the browser
 * cannot tell its position.
 */
export function LocationButton({ onLocated }: { onLocated: (place: { country: string; region: string }) => void }) {
  const { t } = useTranslation('members');
  const settings = useSettings();
  const geocode = useGeocodeMutation();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // Whether the browser can locate is not known while the built HTML hydrates.
  const hydrated = useHydrated();
  if (!hydrated || !geolocationSupported()) return null;

  const run = async () => {
    setStatus({ kind: 'locating' });
    const place = await locate((pos) => geocode.mutateAsync(pos));
    if (!place) return setStatus({ kind: 'failed' });
    if (!settings.countries.includes(place.country)) return setStatus({ kind: 'notServed' });
    onLocated({ country: place.country, region: place.region });
    setStatus({ kind: 'found', place });
  };
  const message = {
    idle: '',
    locating: t('location.locating'),
    failed: t('location.failed'),
    notServed: t('location.notServed', { siteName: settings.name }),
    found: status.kind === 'found' ? t('location.found', { city: status.place.city }) : '',
  }[status.kind];
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <button type="button" className="btn btn-outline-secondary btn-sm d-inline-flex align-items-center gap-1" onClick={() => void run()} disabled={status.kind === 'locating'}>
        <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
          <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
        </svg>
        {t('location.use')}
      </button>
      <span className={`small ${status.kind === 'failed' || status.kind === 'notServed' ? 'text-warning-emphasis' : 'text-body-secondary'}`} role="status">
        {message}
      </span>
    </div>
  );
}
