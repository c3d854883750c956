/** League news (hub tab) or one team's news (team page) (placeholder until built). */
export function NewsList(_props: { teamId?: string }) {
  return <p>News</p>;
}
