/** When a draft was saved, as the history and the notices say it: the time today, the date and time before. */
export function savedWhen(savedAt: number, now = Date.now()): string {
  const date = new Date(savedAt);
  const sameDay = new Date(now).toDateString() === date.toDateString();
  return sameDay
    ? `at ${date.toLocaleTimeString('en', {hour: '2-digit', minute: '2-digit', second: '2-digit'})}`
    : `on ${date.toLocaleString('en', {dateStyle: 'medium', timeStyle: 'short'})}`;
}
