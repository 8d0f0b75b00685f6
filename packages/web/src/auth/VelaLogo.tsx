/** The product mark: a sail on the brand colour. Inline so it costs no request. */
export function VelaLogo({ size = 40, title = 'Vela' }: { size?: number; title?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" role="img" aria-label={title}>
      <rect width="48" height="48" rx="11" fill="#0b5cab" />
      <path d="M24 9 L24 33 L12 33 Z" fill="#ffffff" />
      <path d="M26.5 13 L36 33 L26.5 33 Z" fill="#9cc7f0" />
      <path d="M10 36.5 H38 L34.5 40 H13.5 Z" fill="#ffffff" />
    </svg>
  );
}
