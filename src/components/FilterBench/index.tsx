import React, {useEffect, useState} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {benchSlot, draftTools} from '@site/src/tools/drafts/keys';
import type {BenchProps} from '@site/src/tools/filterBench/ui/Bench';
import type {FilterId} from '@site/src/tools/filterBench/model/types';
import tool from '@site/src/tools/filterBench/tool.json';
import {useToolOnIntent} from '@site/src/tools/useToolOnIntent';
import ToolBoundary from '../ToolBoundary';

/** The theme's buttons never wrap their label; this one is a sentence, which must fit a 320 px screen. */
const OPENER_WRAPS = {whiteSpace: 'normal'} as const;

/** One import site, so the bundler emits the bench's chunk once; nothing of it is in a first load. */
const loadBench = () => import(/* webpackChunkName: "filter-bench" */ '@site/src/tools/filterBench/ui/entry');

/** A share link (#bench=…) opens the bench on arrival, on whichever bench page it was made: following it is the intent. */
const hasSharedBench = () => typeof window !== 'undefined' && window.location.hash.startsWith('#bench=');

/**
 * The filter bench's stand-in: a button that loads the bench on intent (pointer over it, focus,
 * click), then gives way to it. On a filter's page the bench opens with that filter's examples.
 */
export default function FilterBench({filter}: {filter?: FilterId}): React.ReactElement {
  const ready = useIsBrowser();
  const {Tool: Bench, setTool: setBench, opened, setOpened, failed, fail, warm, open} = useToolOnIntent<BenchProps>(loadBench);
  const [shared, setShared] = useState<Pick<BenchProps, 'shared' | 'sharedProblem'>>({});

  useEffect(() => {
    if (!hasSharedBench()) return;
    loadBench().then(
      async (module) => {
        const value = module.sharedValue(window.location.hash);
        const decoded = value === null ? null : await module.decodeBench(value);
        setShared(decoded?.ok ? {shared: {draft: decoded.value, repairs: decoded.repairs}} : {sharedProblem: decoded?.reason ?? 'The shared link could not be read.'});
        setBench(module.default);
        setOpened(true);
      },
      fail,
    );
  }, [filter, setBench, setOpened, fail]);

  if (Bench && opened) {
    return (
      <ToolBoundary tool={{name: tool.name, kept: tool.kept}} draft={{tool: draftTools.filterBench, slot: benchSlot(filter)}}>
        <Bench filter={filter} {...shared} autoFocus={!shared.shared && !shared.sharedProblem} />
      </ToolBoundary>
    );
  }
  return (
    <div className="margin-vert--md" style={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem 1rem', minHeight: '2.5rem'}} data-filter-bench="closed" id="filter-bench">
      {ready && (
        <button type="button" className="button button--primary button--outline" style={OPENER_WRAPS} onClick={open} onFocus={warm} onPointerEnter={warm} data-needs-js="">
          {filter ? 'Try this filter in the bench' : 'Open the filter bench'}
        </button>
      )}
      <span>Paste chat lines and see which filter catches each one, why, and what happens to the chatter.</span>
      <noscript>
        <span>The bench runs in your browser and needs JavaScript.</span>
      </noscript>
      {opened && !Bench && !failed && <span role="status">Loading the bench…</span>}
      {failed && <span role="alert">The bench could not load. Check your connection and try the button again.</span>}
    </div>
  );
}
