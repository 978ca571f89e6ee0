/** Avatar is a person's photo at the desk, or their initial when they have none. */
export function Avatar({ url, name, size = 36 }: { url?: string | null; name: string; size?: number }) {
  if (url) return <img src={url} alt="" width={size} height={size} className="desk-avatar" />;
  return (
    <span className="desk-avatar desk-avatar-empty" style={{ width: size, height: size }} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
