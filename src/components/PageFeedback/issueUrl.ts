import {site} from '../../site';

/** Builds the link that opens a pre-filled issue about one page. */
export function issueUrlForPage(pathname: string): string {
  const params = new URLSearchParams({title: `Docs: problem on ${pathname}`});
  return `${site.docsRepositoryUrl}/issues/new?${params.toString()}`;
}
