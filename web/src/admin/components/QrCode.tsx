import { useMemo } from 'react';
import QRCode from 'qrcode';

/**
 * QrCode draws text as a QR code in SVG: one path of dark modules with the standard
 * quiet zone, sharp at any size (an authenticator app scans it from the screen).
 */
export function QrCode({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const { path, n } = useMemo(() => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let y = 0; y < modules.size; y++) {
      for (let x = 0; x < modules.size; x++) {
        if (modules.get(y, x)) d += `M${x + 4} ${y + 4}h1v1h-1z`;
      }
    }
    return { path: d, n: modules.size + 8 };
  }, [text]);
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${n} ${n}`} shapeRendering="crispEdges" className="admin-qr">
      <rect width={n} height={n} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
