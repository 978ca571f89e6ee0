// Line icons for the landing page's feature cards.
const paths: Record<string, string> = {
  search: 'M11 4a7 7 0 1 0 4.4 12.4l4.1 4.1 1.4-1.4-4.1-4.1A7 7 0 0 0 11 4zm0 2a5 5 0 1 1 0 10 5 5 0 0 1 0-10z',
  likes:
    'M12 20.5S3 15 3 8.9C3 6 5.2 4 7.8 4c1.7 0 3.2.9 4.2 2.2C13 4.9 14.5 4 16.2 4 18.8 4 21 6 21 8.9 21 15 12 20.5 12 20.5z',
  swipe: 'M7 3h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm0 2v14h10V5zm2 10h6v2H9z',
  chat: 'M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-5 4V5a1 1 0 0 1 1-1zm1 2v10.3L8.3 14H19V6z',
};

/** FeatureIcon draws one of the landing page's icons. */
export function FeatureIcon({ name }: { name: keyof typeof paths }) {
  return (
    <span className="feature-icon mb-3">
      <svg width="24" height="24" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <path d={paths[name]} />
      </svg>
    </span>
  );
}
