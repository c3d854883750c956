/** The league injury report: the full page or the hub tab (placeholder until built). */
export function InjuryReport(_props: { variant: 'page' | 'hub' }) {
  return <p>Injuries</p>;
}

/** One team's injuries, for the team page's Injuries tab (placeholder until built). */
export function TeamInjuries(_props: { teamId: string }) {
  return <p>Team injuries</p>;
}
