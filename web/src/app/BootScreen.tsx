/**
 * BootScreen is the loading screen of index.html (its inline CSS styles the .boot class),
 * shown again as the router's HydrateFallback while the first screen's code loads, so
 * that the page never goes blank between the two.
 */
export function BootScreen() {
  return (
    <div className="boot" aria-busy="true" data-testid="boot-screen">
      <svg viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="16" fill="#d6336c" />
        <path d="M32 50s-17-10.2-17-22.4C15 21.2 19.6 17 25 17c3.2 0 5.6 1.6 7 3.8 1.4-2.2 3.8-3.8 7-3.8 5.4 0 10 4.2 10 10.6C49 39.8 32 50 32 50z" fill="#fff" />
      </svg>
    </div>
  );
}
