import React from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {PreviewerProps} from '@site/src/preview/ui/Previewer';
import {draftTools, previewSlot} from '@site/src/tools/drafts/keys';
import tool from '@site/src/preview/tool.json';
import {useToolOnIntent} from '@site/src/tools/useToolOnIntent';
import ToolBoundary from '../ToolBoundary';

/** The theme's buttons never wrap their label; this one is a sentence, which must fit a 320 px screen. */
const OPENER_WRAPS = {whiteSpace: 'normal'} as const;

/** One import site, so the bundler emits the previewer's chunk once; nothing of it is in a first load. */
const loadPreviewer = () => import(/* webpackChunkName: "reply-preview" */ '@site/src/preview/ui/Previewer');

/**
 * The reply preview's stand-in: a button that loads the previewer on intent (pointer over it,
 * focus, click), then gives way to it. Without JavaScript there is nothing to open, so no button.
 */
export default function ReplyPreview(props: Omit<PreviewerProps, 'autoFocus'>): React.ReactElement {
  const ready = useIsBrowser();
  const {Tool: Previewer, opened, failed, warm, open} = useToolOnIntent<PreviewerProps>(loadPreviewer);

  if (Previewer && opened) {
    return (
      <ToolBoundary tool={{name: tool.name, kept: tool.kept}} draft={{tool: draftTools.replyPreview, slot: previewSlot(props.variable)}}>
        <Previewer {...props} autoFocus />
      </ToolBoundary>
    );
  }
  // The row is there from the first paint (no layout shift); the button joins it once it can work.
  return (
    <div className="margin-vert--md" style={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem 1rem', minHeight: '2.5rem'}} data-reply-preview="closed" id="reply-preview">
      {ready && (
        <button type="button" className="button button--primary button--outline" style={OPENER_WRAPS} onClick={open} onFocus={warm} onPointerEnter={warm} data-needs-js="">
          {props.variable ? 'Try these examples in the reply preview' : 'Open the reply preview'}
        </button>
      )}
      <span>See what the bot answers before your chat does. Nothing is sent anywhere.</span>
      <noscript>
        <span>The preview runs in your browser and needs JavaScript.</span>
      </noscript>
      {opened && !Previewer && !failed && <span role="status">Loading the preview…</span>}
      {failed && (
        <span role="alert">The preview could not load. Check your connection and try the button again.</span>
      )}
    </div>
  );
}
