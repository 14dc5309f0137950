/** "5 h 20 min left", "40 min left", or "3 h 10 min late" once the 24 hours have passed. */
export function timeLeftText(ms: number): string {
  const minutes = Math.floor(Math.abs(ms) / 60_000);
  const hours = Math.floor(minutes / 60);
  const span = hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
  return ms >= 0 ? `${span} left` : `${span} late`;
}
