/** Written by plugins/openapi: the server build gets the HTML, the browser build the fragment's address. */
declare module '@api-reference-data' {
  const data: {html: string; anchors: string[]; links: string[]; operationCount: number} | {fragmentUrl: string};
  export default data;
}
