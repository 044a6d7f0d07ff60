/** The Prospera hexagon, the same as the favicon. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="brand-mark" viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <polygon points="32,4 56,18 56,46 32,60 8,46 8,18" style={{ fill: 'var(--color-brand)' }} />
      <polygon points="32,16 46,24 46,40 32,48 18,40 18,24" style={{ fill: 'var(--color-brand-light)' }} />
    </svg>
  );
}
