/** Schedule tab of the hub (placeholder until the schedule is built). */
export function ScheduleTab(_props: { onViewLive: (gameId: string) => void }) {
  return <p>Schedule</p>;
}
