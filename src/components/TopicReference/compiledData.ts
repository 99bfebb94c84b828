/**
 * The data plugins/remark-topic-page gave one part of a topic page. Throws when it is missing or
 * belongs to another topic, so a page the plugin did not see fails the build instead of rendering empty.
 */
export function compiledData<T extends {name: string}>(part: string, name: string, data: T | undefined): T {
  if (data?.name !== name) {
    throw new Error(`<${part} name="${name}"> has no data for that topic: plugins/remark-topic-page adds it when the page is compiled.`);
  }
  return data;
}
