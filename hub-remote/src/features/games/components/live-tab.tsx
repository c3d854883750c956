/** Live tab of the hub (placeholder until it is built). */
export function LiveTab(_props: { selectedGameId: string | null; onSelectGame: (gameId: string | null) => void }) {
  return <p>Live</p>;
}
