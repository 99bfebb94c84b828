/** Written by plugins/openapi: the server build gets the HTML, the browser build the fragment's address. */
declare module '@api-reference-data' {
  const data: {html: string; anchors: string[]; links: string[]; operationCount: number; tryItUrl: string} | {fragmentUrl: string; tryItUrl: string};
  export default data;
}
