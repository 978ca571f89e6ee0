/** EnvelopeIcon stands for messages: the Messages item of the navigation and the profile's Message button. */
export function EnvelopeIcon({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zm0 2v.4l8 5.1 8-5.1V7zm16 2.8-7.5 4.8a1 1 0 0 1-1 0L4 9.8V17h16z" />
    </svg>
  );
}
