/** Test stand-in for @docusaurus/useDocusaurusContext. */
export default function useDocusaurusContext() {
  return {siteConfig: {baseUrl: '/', themeConfig: {}}, siteMetadata: {docusaurusVersion: 'test'}};
}
