import React, {useEffect, useRef, useState} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import data from '@api-reference-data';
import {isHydrating} from '@site/src/clientModules/renderMarks';
import {safeHashId} from '@site/src/clientModules/safeHash';
import {useEnhanceTriggers} from './enhanceTriggers';
import {scrollAndHold} from './scrollAndHold';
import {usePageLifecycle} from './pageLifecycle';
import {useTryItTriggers} from './tryItTriggers';

const CLASS = 'api-ref';

type HtmlProps = React.HTMLAttributes<HTMLDivElement> & {html: string};

/**
 * The reference's container with its HTML. That HTML is not visitor input: plugins/openapi builds
 * it at build time with hast-util-to-html, which escapes every text of the document, and the
 * browser gets it only from this site's own build (the server page or the fragment file). An empty
 * string while hydrating keeps the server's markup (src/components/KeptMarkup explains why).
 */
const ReferenceHtml = React.forwardRef<HTMLDivElement, HtmlProps>(function ReferenceHtml({html, ...props}, ref) {
  return React.createElement('div', {...props, ref, className: CLASS, dangerouslySetInnerHTML: {__html: html}, suppressHydrationWarning: true});
});

/**
 * The reference part of /api. Its HTML is rendered at build time (plugins/openapi) and only the
 * server build has it: the server writes it into the page, and at hydration React keeps that
 * markup as it is (an element with an empty `dangerouslySetInnerHTML`, as src/components/KeptMarkup
 * explains) instead of receiving it as JavaScript. A reader who arrives by in-app navigation has
 * no server HTML, so the same fragment is fetched as a static file and the hash is scrolled to.
 */
export default function ApiReference(): React.ReactElement {
  return 'html' in data ? <ServerReference html={data.html} anchors={data.anchors} links={data.links} tryItUrl={data.tryItUrl} /> : <BrowserReference url={data.fragmentUrl} tryItUrl={data.tryItUrl} />;
}

/** Server (and `npm start`): the HTML itself, with its anchors and links reported to the broken-link checks. */
function ServerReference({html, anchors, links, tryItUrl}: {html: string; anchors: string[]; links: string[]; tryItUrl: string}): React.ReactElement {
  const brokenLinks = useBrokenLinks();
  for (const anchor of anchors) brokenLinks.collectAnchor(anchor);
  for (const link of links) brokenLinks.collectLink(link);
  const ref = useRef<HTMLDivElement>(null);
  const triggers = useTriggers(ref, tryItUrl);
  usePageLifecycle(ref, true);
  return <ReferenceHtml ref={ref} html={html} {...triggers} />;
}

/** The Try it buttons' handlers and the reference controls' handlers, on one container. */
function useTriggers(ref: React.RefObject<HTMLDivElement | null>, tryItUrl: string): React.HTMLAttributes<HTMLDivElement> {
  const tryIt = useTryItTriggers(ref, tryItUrl);
  const enhance = useEnhanceTriggers(ref);
  const both =
    <E extends React.SyntheticEvent>(a?: (event: E) => void, b?: (event: E) => void) =>
    (event: E) => {
      a?.(event);
      b?.(event);
    };
  return {
    onPointerOver: both(tryIt.onPointerOver, enhance.onPointerOver),
    onFocus: both(tryIt.onFocus, enhance.onFocus),
    onTouchStart: both(tryIt.onTouchStart, enhance.onTouchStart),
    onClick: both(tryIt.onClick, enhance.onClick),
    onInput: enhance.onInput,
    onKeyUp: enhance.onKeyUp,
  };
}

function scrollToHash(): void {
  const id = safeHashId(window.location.hash);
  const target = id ? document.getElementById(id) : null;
  if (target) scrollAndHold(target);
}

function BrowserReference({url, tryItUrl}: {url: string; tryItUrl: string}): React.ReactElement {
  const [kept] = useState(isHydrating);
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const triggers = useTriggers(ref, tryItUrl);
  usePageLifecycle(ref, kept || html !== null);

  useEffect(() => {
    if (kept || html !== null) return;
    let live = true;
    fetch(url)
      .then((response) => (response.ok ? (response.json() as Promise<{html: string}>) : Promise.reject(new Error(String(response.status)))))
      .then(
        (fragment) => live && setHtml(fragment.html),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [kept, html, url, failed]);

  useEffect(() => {
    if (html !== null) scrollToHash();
  }, [html]);

  if (kept || html !== null) return <ReferenceHtml ref={ref} html={kept ? '' : (html ?? '')} {...triggers} />;
  if (failed) {
    return (
      <p role="alert">
        The list of endpoints could not be loaded. Check your connection and{' '}
        <button type="button" className="button button--link button--sm" onClick={() => setFailed(false)}>
          try again
        </button>
        , or read the <a href="/api/openapi.yaml">OpenAPI document</a>.
      </p>
    );
  }
  return <p aria-busy="true">Loading the list of endpoints…</p>;
}
