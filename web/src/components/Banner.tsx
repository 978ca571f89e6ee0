/**
 * Banner is the one compact strip under the navigation (see BannerTurns for which one
 * shows): brand colours, the text, an optional action, and a close button with a 44 px
 * target. tone "offer" is the brand gradient of the offers.
 */
export function Banner({
  testId,
  tone = 'brand',
  role = 'status',
  label,
  action,
  onClose,
  closeLabel,
  className = '',
  children,
}: {
  testId: string;
  tone?: 'brand' | 'offer';
  role?: 'status' | 'region';
  label?: string;
  action?: React.ReactNode;
  onClose?: () => void;
  closeLabel?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={`app-banner app-banner-${tone} ${className}`} role={role} aria-label={label} data-testid={testId}>
      <div className="container d-flex align-items-center gap-2 small">
        <div className="flex-grow-1 py-2">{children}</div>
        {action}
        {onClose && <button type="button" className={`btn-close app-banner-close ${tone === 'offer' ? 'btn-close-white' : ''}`} aria-label={closeLabel} onClick={onClose} />}
      </div>
    </div>
  );
}
