import React from 'react';
import NotConfirmed from '@site/src/components/NotConfirmed';
import {platformIds, platformLabels, type Platform} from '@site/src/data/platforms';

interface Props {
  /** `null` where no source says where it works. */
  platforms: readonly Platform[] | null;
  /** Platforms the provider's pages disagree on: listed with a "not confirmed" marker. */
  unconfirmed?: readonly Platform[];
}

/** Where a command or variable works, from its data: "Twitch, Kick", each unsure one marked. */
export default function PlatformList({platforms, unconfirmed = []}: Props): React.ReactElement {
  if (platforms === null) return <>Not documented</>;
  const shown = platformIds.filter((id) => platforms.includes(id) || unconfirmed.includes(id));
  return (
    <span data-platforms={platforms.join(' ')}>
      {shown.map((id, index) => (
        <React.Fragment key={id}>
          {index > 0 && ', '}
          {platformLabels[id]}
          {!platforms.includes(id) && <NotConfirmed />}
        </React.Fragment>
      ))}
    </span>
  );
}
