import { useTranslation } from 'react-i18next';
import type { LanderMember, LanderMembers } from '../../api/landers';
import { useAfterFirstPaint } from '../../lib/afterPaint';
import { Face } from '../Face';
import { goToSignup } from '../goToSignup';
import { CtaButton, LanderSignup } from '../LanderSignup';
import { MembersOr, Online } from '../Members';
import { useLander } from '../useLander';

const W = 400;

/** project fits the country's known cities into a W-wide box (equirectangular, scaled by the cosine of its latitude). */
function projection(outline: number[][]) {
  // The box leaves out the farthest 2% each way: Alaska and Hawaii would squash the United States.
  const lats = outline.map((p) => p[0] ?? 0).sort((a, b) => a - b);
  const lons = outline.map((p) => p[1] ?? 0).sort((a, b) => a - b);
  const q = (xs: number[], f: number) => xs[Math.min(xs.length - 1, Math.floor(f * xs.length))] ?? 0;
  const [minLat, maxLat, minLon, maxLon] = [q(lats, 0.02), q(lats, 0.98), q(lons, 0.02), q(lons, 0.98)];
  const k = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = Math.max((maxLon - minLon) * k, 0.5);
  const spanY = Math.max(maxLat - minLat, 0.5);
  const scale = (W - 60) / Math.max(spanX, spanY * 1.1);
  const H = Math.round(spanY * scale + 60);
  const at = (lat: number, lon: number) => ({ x: 30 + (lon - minLon) * k * scale + (W - 60 - spanX * scale) / 2, y: 30 + (maxLat - lat) * scale });
  const inside = (lat: number, lon: number) => lat >= minLat - 0.5 && lat <= maxLat + 0.5 && lon >= minLon - 0.5 && lon <= maxLon + 0.5;
  return { H, at, inside };
}

/**
 * dots is one path of circles of radius r around the points: the country's towns drawn as
 * a few elements instead of one each (issue 24: the map's hundreds of circles were most of
 * its first render's time on a phone).
 */
function dots(points: { x: number; y: number }[], r: number): string {
  return points.map(({ x, y }) => `M${(x - r).toFixed(1)} ${y.toFixed(1)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`).join('');
}

/** share is a point of the map's box as a share of its width or height, for a pin laid over it. */
const share = (v: number, of: number) => `${((v / of) * 100).toFixed(2)}%`;

/**
 * PinFace is a pin's photo. The faces are small and many: they are asked for after the
 * first frame, whose largest paint is the heading beside the map (they would share the
 * line with the page's code), and each pin redraws alone (the map's towns are not drawn again).
 */
function PinFace({ src }: { src: string }) {
  const shown = useAfterFirstPaint();
  return shown ? <img src={src} alt="" decoding="async" /> : null;
}

/**
 * MembersMap draws the country's towns in SVG and lays the members' pins over it in HTML:
 * Chromium decodes an SVG <image> on the main thread as it paints it, and repaints an SVG
 * (and its shadow) on the main thread for every frame of an animation inside it (issue 24:
 * the pins' photos were a paint of 15 ms on this machine, and their pulse a paint per
 * frame). As HTML, the photos decode off the main thread and the pulse runs on the
 * compositor.
 */
function MembersMap({ data }: { data: LanderMembers }) {
  const { t } = useTranslation('landers');
  if (data.outline.length < 3) return null;
  const { H, at, inside } = projection(data.outline);
  const land = data.outline.filter(([lat, lon]) => inside(lat ?? 0, lon ?? 0));
  const pins = data.members.filter((m): m is LanderMember & { lat: number; lon: number } => m.lat !== undefined && m.lon !== undefined && inside(m.lat, m.lon)).slice(0, 14);
  const points = land.map(([lat, lon]) => at(lat ?? 0, lon ?? 0));
  return (
    <div className="lander-map" style={{ aspectRatio: `${W} / ${H}`, maxWidth: `calc(34rem * ${W} / ${H})` }} role="img" aria-label={t('map.mapLabel', { n: pins.length })}>
      <svg viewBox={`0 0 ${W} ${H}`} aria-hidden="true">
        <path className="lander-map-land" d={dots(points, 14)} />
        <path className="lander-map-city" d={dots(points.slice(0, 12), 2.6)} />
        <path className="lander-map-city" d={dots(points.slice(12), 1.4)} />
      </svg>
      {pins.map((m, i) => {
        const p = at(m.lat, m.lon);
        const dx = ((i * 37) % 17) - 8;
        const dy = ((i * 53) % 15) - 7;
        return (
          <div key={m.id} className="lander-map-pin" style={{ left: share(p.x + dx, W), top: share(p.y + dy, H) }} onClick={goToSignup}>
            <span className="lander-map-pulse" style={{ animationDelay: `${(i % 5) * 0.4}s` }} />
            <span className="lander-map-face">{m.main_image?.thumb && <PinFace src={m.main_image.thumb} />}</span>
          </div>
        );
      })}
    </div>
  );
}

/** MapLander: members on a map of the visitor's country, drawn from its own towns. */
export function MapLander() {
  const { t } = useTranslation('landers');
  const l = useLander(t('map.title'));
  return (
    <div data-testid="lander-photos">
      <section className="lander-hero lander-hero-soft">
        <div className="container">
          <div className="row align-items-center g-4">
            <div className="col-lg-5">
              <p className="lander-kicker">{l.title}</p>
              <h1 className="display-6 fw-bold">{t('map.heading')}</h1>
              {l.members.length > 0 && <p className="lead">{t('map.lead', { n: l.members.length })}</p>}
              <CtaButton>{t('map.cta')}</CtaButton>
            </div>
            <div className="col-lg-7">
              <MembersOr pending={l.isPending} members={l.members} skeleton="lander-map-skeleton">
                {l.data && <MembersMap data={l.data} />}
              </MembersOr>
            </div>
          </div>
        </div>
      </section>
      <section className="container py-4">
        <h2 className="h5 fw-bold mb-3">{t('map.nearby')}</h2>
        <div className="map-strip">
          {l.members.slice(0, 12).map((m) => (
            <button type="button" key={m.id} className="map-strip-item" onClick={goToSignup}>
              {/* A task after the pins' photos: the 26 at once were one long task on a phone (issue 24). */}
              <Face member={m} wave={1} />
              <span className="fw-semibold small d-block text-truncate">{m.name}, {m.age} <Online member={m} /></span>
              <span className="small text-body-secondary d-block text-truncate">{m.city}</span>
            </button>
          ))}
        </div>
      </section>
      <LanderSignup title={t('map.signupTitle')} />
    </div>
  );
}
