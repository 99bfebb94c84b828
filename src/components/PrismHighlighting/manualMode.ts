// Prism's core highlights every code element on the page by itself unless told it is in manual
// mode, which would rewrite the server-rendered blocks under React. Imported before the core.
const scope = globalThis as {Prism?: {manual?: boolean; disableWorkerMessageHandler?: boolean}};
scope.Prism = {...scope.Prism, manual: true, disableWorkerMessageHandler: true};
export {};
