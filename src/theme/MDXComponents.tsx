import React from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import TableScroll from '@site/src/components/TableScroll';

/** A Markdown table, in the same scroll box as the generated tables. */
function MDXTable(props: React.ComponentProps<'table'>): React.ReactElement {
  return (
    <TableScroll>
      <table {...props} />
    </TableScroll>
  );
}

/** Wraps the theme's MDX components: only Markdown tables change. */
export default {...MDXComponents, table: MDXTable};
