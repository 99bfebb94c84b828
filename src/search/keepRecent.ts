/**
 * Sets `key` in `map` as its newest entry and drops the oldest entries beyond `limit`: a Map keeps
 * insertion order, so the first key is the one asked for longest ago. The search's small caches
 * (word expansions, closest matches, insights' answers) stay bounded this way.
 */
export function keepRecent<K, V>(map: Map<K, V>, key: K, value: V, limit: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > limit) map.delete(map.keys().next().value as K);
}
