import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanderMember } from '../../api/landers';
import { Face } from '../Face';
import { goToSignup } from '../goToSignup';
import { CtaButton, LanderSignup } from '../LanderSignup';
import { MembersOr } from '../Members';
import { PlayButton } from '../PlayButton';
import { useLander } from '../useLander';
import { reducedMotion } from '../useReel';

const periodMs = 3000;
const wipe = 0.28; // the last part of a period reveals the next photo in a growing circle

/** cover draws img to fill w×h, zoomed by z about its centre. */
function cover(ctx: CanvasRenderingContext2D, img: HTMLImageElement, w: number, h: number, z: number) {
  const s = Math.max(w / img.naturalWidth, h / img.naturalHeight) * z;
  const dw = img.naturalWidth * s;
  const dh = img.naturalHeight * s;
  ctx.drawImage(img, (w - dw) / 2, (h - dh) / 2.4, dw, dh);
}

/** useReelCanvas plays the photos on a canvas: a slow zoom, then a circle wipe into the next one; it answers the photo shown. */
function useReelCanvas(canvas: React.RefObject<HTMLCanvasElement | null>, members: LanderMember[], playing: boolean) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const c = canvas.current;
    const ctx = c?.getContext('2d');
    if (!c || !ctx || members.length === 0) return;
    const imgs = members.map((m) => {
      const img = new Image();
      img.decoding = 'async';
      if (m.main_image?.card) img.src = m.main_image.card;
      return img;
    });
    let raf = 0;
    let last = -1;
    const t0 = performance.now();
    const draw = (now: number) => {
      const elapsed = playing ? now - t0 : 0;
      const i = Math.floor(elapsed / periodMs) % imgs.length;
      const phase = (elapsed % periodMs) / periodMs;
      const [w, h] = [c.width, c.height];
      ctx.fillStyle = '#1f1530';
      ctx.fillRect(0, 0, w, h);
      const cur = imgs[i];
      const next = imgs[(i + 1) % imgs.length];
      if (cur?.complete && cur.naturalWidth) cover(ctx, cur, w, h, 1.12 - 0.1 * phase);
      if (phase > 1 - wipe && next?.complete && next.naturalWidth) {
        const p = (phase - (1 - wipe)) / wipe;
        ctx.save();
        ctx.beginPath();
        ctx.arc(w / 2, h / 2, Math.hypot(w, h) * 0.5 * p * p, 0, Math.PI * 2);
        ctx.clip();
        cover(ctx, next, w, h, 1.12);
        ctx.restore();
      }
      const grad = ctx.createLinearGradient(0, h * 0.6, 0, h);
      grad.addColorStop(0, 'rgba(0,0,0,0)');
      grad.addColorStop(1, 'rgba(0,0,0,0.6)');
      ctx.fillStyle = grad;
      ctx.fillRect(0, h * 0.6, w, h * 0.4);
      if (i !== last) {
        last = i;
        setShown(i);
      }
      if (playing) raf = requestAnimationFrame(draw);
    };
    // Redraw once every photo has loaded, so a paused reel is not left blank.
    imgs.forEach((img) => img.addEventListener('load', () => !playing && draw(performance.now()), { once: true }));
    raf = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(raf);
  }, [canvas, members, playing]);
  return shown;
}

/** VideoLander: a looping clip drawn on a canvas from members' own photos, in a phone frame. */
export function VideoLander() {
  const { t } = useTranslation('landers');
  const l = useLander(t('video.title'));
  // One array for as long as the members are the same: a new one would restart the reel.
  const reel = useMemo(() => l.members.slice(0, 8), [l.members]);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [playing, setPlaying] = useState(() => !reducedMotion());
  const shown = useReelCanvas(canvas, reel, playing);
  const m = reel[shown];
  return (
    <>
      <section className="lander-hero video-hero text-white">
        <div className="container">
          <div className="row align-items-center g-4">
            <div className="col-lg-6 order-lg-2">
              <MembersOr pending={l.isPending} members={l.members} skeleton="video-phone mx-auto">
                <div className="video-phone mx-auto" data-testid="lander-photos">
                  <canvas ref={canvas} width={540} height={960} role="img" aria-label={m ? `${m.name}, ${m.age}, ${m.city}` : ''} onClick={goToSignup} />
                  {m && (
                    <div key={m.id} className="video-caption">
                      <div className="h4 fw-bold mb-0">{m.name}, {m.age}</div>
                      <div className="small">{m.city}</div>
                    </div>
                  )}
                  <PlayButton playing={playing} toggle={() => setPlaying((p) => !p)} />
                </div>
              </MembersOr>
            </div>
            <div className="col-lg-6 order-lg-1">
              <p className="lander-kicker text-white-50">{l.title}</p>
              <h1 className="display-5 fw-bold">{t('video.heading')}</h1>
              <p className="lead">{t('video.lead', { siteName: l.siteName })}</p>
              <div className="video-thumbs mb-4" aria-hidden="true">
                {reel.slice(0, 5).map((r) => <Face key={r.id} member={r} eager sizes="2.75rem" />)}
                {l.members.length > 0 && <span className="small ms-2">{t('video.more', { n: l.members.length })}</span>}
              </div>
              <CtaButton className="btn-light text-primary">{t('video.cta')}</CtaButton>
            </div>
          </div>
        </div>
      </section>
      <LanderSignup title={t('video.signupTitle')} />
    </>
  );
}
