/**
 * Built HTML with every attribute value that needs no quotes written without them, as Docusaurus 3's
 * minifier writes it. Tests that look for markup in the build read it through this, so they hold
 * whether a minifier keeps quotes or drops them (Docusaurus 4's keeps more of them).
 */
export function unquotedAttributes(html: string): string {
  return html.replace(/(\s[\w:.-]+)=(?:"([^"\s'=<>`]+)"|'([^'\s"=<>`]+)')/g, (_all, name: string, double?: string, single?: string) => `${name}=${double ?? single}`);
}
