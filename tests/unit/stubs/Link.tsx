import React from 'react';

/** Test stand-in for @docusaurus/Link: a plain anchor. */
export default function Link({to, href, children, ...rest}: {to?: string; href?: string; children?: React.ReactNode} & React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a href={to ?? href} {...rest}>
      {children}
    </a>
  );
}
