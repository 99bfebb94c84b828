/** Test stand-in for @docusaurus/router. */
export function useLocation() {
  return {pathname: '/test/page', search: '', hash: ''};
}
export function useHistory() {
  return {push: () => undefined, replace: () => undefined};
}
