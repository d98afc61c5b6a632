/** Up to two initials: the first letters of the first and last words of the name. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase() || "?";
}

/**
 * A person's profile image in a circle, or their initials when they have none. `src` comes from
 * `avatarUrl()` in a loader (64 for small places, 256 for large ones); `alt` is the person's name.
 */
export function Avatar({ src, name, size = 64 }: { src: string | null | undefined; name: string; size?: number }) {
  if (src) return <img className="avatar" src={src} alt={name} width={size} height={size} decoding="async" />;
  return (
    <span
      className="avatar avatar-initials"
      role="img"
      aria-label={name}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }}
    >
      {initials(name)}
    </span>
  );
}
