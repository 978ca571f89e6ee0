import { Link } from 'react-router';

/** Brand is the logo and site name that link home. */
export function Brand({ name, light = false }: { name: string; light?: boolean }) {
  return (
    <Link to="/" className={`brand fs-4 ${light ? 'text-white' : ''}`} aria-label={name}>
      <svg className="brand-mark" viewBox="0 0 64 64" aria-hidden="true">
        <defs>
          <linearGradient id="brand-g" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#d6336c" />
            <stop offset="1" stopColor="#6c5ce7" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="16" fill="url(#brand-g)" />
        <path
          d="M32 50s-17-10.2-17-22.4C15 21.2 19.6 17 25 17c3.2 0 5.6 1.6 7 3.8 1.4-2.2 3.8-3.8 7-3.8 5.4 0 10 4.2 10 10.6C49 39.8 32 50 32 50z"
          fill="#fff"
        />
      </svg>
      <span>{name}</span>
    </Link>
  );
}
