/** Icons drawn as SVG, so they look the same on every device (emoji fonts vary). Decorative. */
export function FootballIcon({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
      <ellipse cx="20" cy="20" rx="15" ry="9.5" transform="rotate(-35 20 20)" fill="#8a4a1c" />
      <path d="M14.5 25.5l11-11M16 20.5l3.5 3.5M19 17.5l3.5 3.5M22 14.5l3 3" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function WarningIcon({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      <path d="M12 9v4M12 17h.01" />
    </svg>
  );
}
