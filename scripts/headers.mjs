// Reads a `_headers` file (Cloudflare Pages rules): a path pattern line, then indented "Name: value"
// lines, or "! Name" lines that drop a header an earlier matching rule set.

/** @returns {{pattern: string, headers: Record<string, string>, detach: string[]}[]} */
export function parseHeadersFile(text) {
  const rules = [];
  for (const raw of text.split('\n')) {
    if (raw.trim() === '' || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({pattern: raw.trim(), headers: {}, detach: []});
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`_headers: "${raw.trim()}" is not under a path pattern.`);
    const detach = /^\s+!\s*(\S+)\s*$/.exec(raw);
    if (detach) {
      rule.detach.push(detach[1]);
      continue;
    }
    const colon = raw.indexOf(':');
    if (colon < 0) throw new Error(`_headers: "${raw.trim()}" has no colon.`);
    rule.headers[raw.slice(0, colon).trim()] = raw.slice(colon + 1).trim();
  }
  return rules;
}

function matches(pattern, pathname) {
  const regex = new RegExp(`^${pattern.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  return regex.test(pathname);
}

/**
 * The headers a path gets, as Cloudflare Pages sends them: rules apply in file order; a rule's
 * "! Name" lines drop that header first, then its own headers are added, and a header another
 * matching rule already set gets the new value appended after a comma.
 * @returns {Record<string, string>}
 */
export function headersForPath(rules, pathname) {
  /** @type {Map<string, {name: string, values: string[]}>} */
  const sent = new Map();
  for (const rule of rules.filter((r) => matches(r.pattern, pathname))) {
    for (const name of rule.detach) sent.delete(name.toLowerCase());
    for (const [name, value] of Object.entries(rule.headers)) {
      const existing = sent.get(name.toLowerCase());
      if (existing) existing.values.push(value);
      else sent.set(name.toLowerCase(), {name, values: [value]});
    }
  }
  return Object.fromEntries([...sent.values()].map(({name, values}) => [name, values.join(', ')]));
}
