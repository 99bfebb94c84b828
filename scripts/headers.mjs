// Reads a Netlify/Cloudflare-style _headers file: a path pattern line, then indented "Name: value" lines.

/** @returns {{pattern: string, headers: Record<string, string>}[]} */
export function parseHeadersFile(text) {
  const rules = [];
  for (const raw of text.split('\n')) {
    if (raw.trim() === '' || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({pattern: raw.trim(), headers: {}});
      continue;
    }
    const rule = rules.at(-1);
    const colon = raw.indexOf(':');
    if (!rule || colon < 0) throw new Error(`_headers: "${raw.trim()}" is not under a path pattern or has no colon.`);
    rule.headers[raw.slice(0, colon).trim()] = raw.slice(colon + 1).trim();
  }
  return rules;
}

function matches(pattern, pathname) {
  const regex = new RegExp(`^${pattern.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  return regex.test(pathname);
}

/** Every header whose pattern matches the path; later rules win. */
export function headersForPath(rules, pathname) {
  return Object.assign({}, ...rules.filter((r) => matches(r.pattern, pathname)).map((r) => r.headers));
}
