import React from 'react';

/** Test stand-in for @theme/Heading: the heading element with its id, without the hash link. */
export default function Heading({as: As, ...props}: {as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'} & React.HTMLAttributes<HTMLHeadingElement>) {
  return <As {...props} />;
}
