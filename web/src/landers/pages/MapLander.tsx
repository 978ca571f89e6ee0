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

/**
 * PinFace is a pin's photo. The faces are small and many: they are asked for after the
 * first frame, whose largest paint is the heading beside the map (they would share the
 * line with the page's code), and each pin redraws alone.
 */
function PinFace({ href }: { href: string }) {
  const shown = useAfterFirstPaint();
  return shown ? <image href={href} x="-15" y="-15" width="30" height="30" clipPath="url(#lander-map-pin)" preserveAspectRatio="xMidYMid slice" /> : null;
}

function MembersMap({ data }: { data: LanderMembers }) {
  const { t } = useTranslation('landers');
  if (data.outline.length < 3) return null;
  const { H, at, inside } = projection(data.outline);
  const land = data.outline.filter(([lat, lon]) => inside(lat ?? 0, lon ?? 0));
  const pins = data.members.filter((m): m is LanderMember & { lat: number; lon: number } => m.lat !== undefined && m.lon !== undefined && inside(m.lat, m.lon)).slice(0, 14);
  const points = land.map(([lat, lon]) => at(lat ?? 0, lon ?? 0));
  return (
    <svg className="lander-map" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('map.mapLabel', { n: pins.length })}>
      <defs>
        <clipPath id="lander-map-pin">
          <circle r="15" />
        </clipPath>
      </defs>
      <path className="lander-map-land" d={dots(points, 14)} />
      <path className="lander-map-city" d={dots(points.slice(0, 12), 2.6)} />
      <path className="lander-map-city" d={dots(points.slice(12), 1.4)} />
      {pins.map((m, i) => {
        const p = at(m.lat, m.lon);
        const dx = ((i * 37) % 17) - 8;
        const dy = ((i * 53) % 15) - 7;
        return (
          <g key={m.id} transform={`translate(${p.x + dx} ${p.y + dy})`} className="lander-map-pin" onClick={goToSignup}>
            <circle r="19" className="lander-map-pulse" style={{ animationDelay: `${(i % 5) * 0.4}s` }} />
            <circle r="17" className="lander-map-ring" />
            {m.main_image?.thumb && <PinFace href={m.main_image.thumb} />}
          </g>
        );
      })}
    </svg>
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
