import React from 'react';

/** A decorative outline icon drawn with the current text colour, as DocSearch draws its own. */
export default function StrokeIcon({d, size, className, strokeWidth}: {d: string; size: number; className?: string; strokeWidth?: number}): React.ReactElement {
  return (
    <svg width={size} height={size} className={className} viewBox="0 0 20 20" fill="none" aria-hidden="true">
      <path d={d} stroke="currentColor" strokeWidth={strokeWidth} fillRule="evenodd" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
