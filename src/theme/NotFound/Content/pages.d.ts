// The list of pages plugins/not-found writes at build time: [route, title] pairs.
declare module '@generated/not-found/default/pages.json' {
  const pages: [route: string, title: string][];
  export default pages;
}
