import React, {type ReactNode} from 'react';
import type {PartLocation} from '@site/config/earlyClicks';
import type {Loadable} from './loadable';

/**
 * HydrateOnIntent switched off (SPEED_OFF=parts-on-intent, plugins/speed-switches): the part renders
 * and hydrates with the page, its code imported directly (./parts.server.ts in the browser too).
 */
export default function RenderedPart<PartProps extends object>({part, props}: {at: PartLocation; live?: boolean; part: Loadable<PartProps>; props: PartProps}): ReactNode {
  return <part.Loaded {...props} />;
}
