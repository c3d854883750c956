/** Analytics tab of the hub (placeholder until it is built). */
export function AnalyticsTab() {
  return <p>Analytics</p>;
}
