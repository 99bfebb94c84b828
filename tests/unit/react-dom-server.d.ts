// @types/react-dom is not installed; this is the one server renderer call the unit tests use.
declare module 'react-dom/server' {
  export function renderToStaticMarkup(element: import('react').ReactNode): string;
}
