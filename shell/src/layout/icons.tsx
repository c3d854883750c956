/** Inline icons (no icon font to download). Decorative: the labels carry the meaning. */
const common = { width: 24, height: 24, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

export const HomeIcon = () => <svg {...common}><path d="M3 11l9-7 9 7" /><path d="M5 10v10h14V10" /></svg>;
export const RulesIcon = () => <svg {...common}><path d="M4 4h11a3 3 0 0 1 3 3v13H7a3 3 0 0 1-3-3z" /><path d="M8 8h6M8 12h6" /></svg>;
export const TermsIcon = () => <svg {...common}><path d="M4 19V5a2 2 0 0 1 2-2h12v16H6a2 2 0 0 0-2 2z" /><path d="M9 7h5" /></svg>;
export const NflIcon = () => <svg {...common}><ellipse cx="12" cy="12" rx="9" ry="5.5" transform="rotate(-35 12 12)" /><path d="M9.5 14.5l5-5M10.5 11l2.5 2.5M12 9.5l2.5 2.5" /></svg>;
export const TalkIcon = () => <svg {...common}><path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" /></svg>;
export const SearchIcon = () => <svg {...common} width={20} height={20}><circle cx="11" cy="11" r="7" /><path d="M20 20l-3.5-3.5" /></svg>;
export const SunIcon = () => <svg {...common} width={20} height={20}><circle cx="12" cy="12" r="4" /><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" /></svg>;
export const MoonIcon = () => <svg {...common} width={20} height={20}><path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" /></svg>;
export const MenuIcon = () => <svg {...common} width={22} height={22}><path d="M4 7h16M4 12h16M4 17h16" /></svg>;

export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#c8102e" />
      <ellipse cx="16" cy="16" rx="10" ry="6.5" transform="rotate(-35 16 16)" fill="#7a3b12" />
      <path d="M12.5 19.5l7-7M13.5 15.5l3 3M15.5 13.5l3 3" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
