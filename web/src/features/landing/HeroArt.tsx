/** HeroArt is the landing page's illustration: a phone with a profile card, a match heart and chat bubbles. */
export function HeroArt() {
  return (
    <svg className="hero-art" viewBox="0 0 420 440" role="img" aria-hidden="true">
      <defs>
        <linearGradient id="ha-card" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffd6e5" />
          <stop offset="1" stopColor="#c9b8ff" />
        </linearGradient>
        <linearGradient id="ha-heart" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff5c8a" />
          <stop offset="1" stopColor="#d6336c" />
        </linearGradient>
      </defs>
      <rect x="95" y="20" width="230" height="400" rx="34" fill="#1f1530" />
      <rect x="107" y="34" width="206" height="372" rx="24" fill="#fff" />
      <rect x="180" y="44" width="60" height="8" rx="4" fill="#e9e3ef" />
      <rect x="121" y="64" width="178" height="210" rx="18" fill="url(#ha-card)" />
      <circle cx="210" cy="140" r="42" fill="#fff" opacity="0.85" />
      <circle cx="210" cy="128" r="18" fill="#b03a6b" opacity="0.75" />
      <path d="M178 172c6-18 20-26 32-26s26 8 32 26z" fill="#b03a6b" opacity="0.75" />
      <rect x="137" y="208" width="96" height="12" rx="6" fill="#fff" />
      <rect x="137" y="228" width="64" height="9" rx="4.5" fill="#fff" opacity="0.8" />
      <circle cx="157" cy="312" r="22" fill="#f1edf5" />
      <path d="M149 304l16 16m0-16l-16 16" stroke="#8b7f99" strokeWidth="4" strokeLinecap="round" />
      <circle cx="263" cy="312" r="22" fill="url(#ha-heart)" />
      <path d="M263 323s-10-6-10-13c0-3.6 2.6-6 5.6-6 1.8 0 3.4 1 4.4 2.3 1-1.3 2.6-2.3 4.4-2.3 3 0 5.6 2.4 5.6 6 0 7-10 13-10 13z" fill="#fff" />
      <rect x="121" y="350" width="120" height="20" rx="10" fill="#f1edf5" />
      <rect x="180" y="376" width="120" height="20" rx="10" fill="#d6336c" opacity="0.9" />
      <g transform="translate(300 92)">
        <circle r="40" fill="url(#ha-heart)" />
        <path d="M0 18S-19 7-19-6c0-6.8 5-11.5 10.8-11.5 3.6 0 6.6 1.8 8.2 4.3 1.6-2.5 4.6-4.3 8.2-4.3C14-17.5 19-12.8 19-6 19 7 0 18 0 18z" fill="#fff" />
      </g>
      <g transform="translate(40 250)">
        <rect width="104" height="44" rx="22" fill="#fff" />
        <circle cx="24" cy="22" r="6" fill="#d6336c" />
        <circle cx="44" cy="22" r="6" fill="#8e44ad" />
        <circle cx="64" cy="22" r="6" fill="#6c5ce7" />
      </g>
    </svg>
  );
}
