/** The delays the settings offer: fine steps for a stream a few seconds behind, coarser for cable and satellite. */
export const BROADCAST_DELAY_STEPS = [0, 10, 20, 30, 45, 60, 90, 120] as const;

/** "No delay", "45 seconds", "1 minute 30 seconds", "2 minutes". */
export function delayInWords(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s === 0) return 'No delay';
  const minutes = Math.floor(s / 60);
  const rest = s % 60;
  const parts = [
    minutes > 0 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : null,
    rest > 0 ? `${rest} second${rest === 1 ? '' : 's'}` : null,
  ];
  return parts.filter(Boolean).join(' ');
}

/** The step nearest a stored value (a hand-edited 15 s shows on the 10 s or 20 s mark). */
export function nearestDelayStep(seconds: number): number {
  let best = 0;
  BROADCAST_DELAY_STEPS.forEach((step, index) => {
    if (Math.abs(step - seconds) < Math.abs(BROADCAST_DELAY_STEPS[best]! - seconds)) best = index;
  });
  return best;
}
