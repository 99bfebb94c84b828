import type React from 'react';

/** Test stand-in for @docusaurus/Head: head tags are not rendered in unit tests. */
export default function Head(_props: {children?: React.ReactNode}) {
  return null;
}
