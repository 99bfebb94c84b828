import React from 'react';

/**
 * The box every table sits in. With the `.table-scroll` rule in custom.css the table fills the
 * content width, and a table wider than that (on a phone) scrolls sideways inside this box
 * instead of widening the page.
 */
export default function TableScroll({children}: {children: React.ReactNode}): React.ReactElement {
  return <div className="table-scroll">{children}</div>;
}
