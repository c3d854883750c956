/** Standings: the full page (filters, refresh buttons) or the hub tab (placeholder until built). */
export function StandingsView(_props: { variant: 'page' | 'hub' }) {
  return <p>Standings</p>;
}
