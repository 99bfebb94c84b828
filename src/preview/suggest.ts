/** "Did you mean": the known name closest to what was typed, when it is close enough to help. */

/** Edit distance with an early exit once every path is over `limit`. */
export function distance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a.charAt(i - 1) === b.charAt(j - 1) ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current[j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

export function closestName(typed: string, names: Iterable<string>): string | null {
  const word = typed.toLowerCase();
  // Short names need a close match; longer ones may be off by a few letters.
  const limit = Math.max(1, Math.min(3, Math.floor(word.length / 3)));
  let best: string | null = null;
  let bestDistance = limit + 1;
  for (const name of names) {
    const d = distance(word, name, bestDistance);
    if (d < bestDistance || (d === bestDistance && best !== null && name.length < best.length)) {
      best = name;
      bestDistance = d;
    }
  }
  // A known field of a misspelt variable (`sendr.points`) or a name typed with a field (`weather.now`).
  if (!best && word.includes('.')) return closestName(word.split('.')[0] ?? '', names);
  return bestDistance <= limit ? best : null;
}
