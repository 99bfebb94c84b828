/** Addresses that link into the playground. Small: the page's mount reads them too. */

/** `#state=` (a shared widget) or `#event=` (an event from the websocket console). */
export const fragmentLinksIntoPlayground = (hash: string): boolean => /(^#|&)(state|event)=/.test(hash);

/** True when the address links into the playground (?try=, #state=, #event=). */
export const linksIntoPlayground = (search: string, hash: string): boolean => new URLSearchParams(search).has('try') || fragmentLinksIntoPlayground(hash);
