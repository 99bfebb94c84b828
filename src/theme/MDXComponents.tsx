// Theme override (eject). Why: The theme’s MDX map without admonitions and <details> (pages that
// show them import them: plugins/remark-theme-elements), Markdown tables in a scroll box.
// Drop it when the theme’s MDX map imports its elements lazily. Listed in
// tests/unit/tripwires/themeOverrides.ts.
import React from 'react';
import Head from '@docusaurus/Head';
import MDXCode from '@theme/MDXComponents/Code';
import MDXA from '@theme/MDXComponents/A';
import MDXPre from '@theme/MDXComponents/Pre';
import MDXHeading from '@theme/MDXComponents/Heading';
import MDXUl from '@theme/MDXComponents/Ul';
import MDXLi from '@theme/MDXComponents/Li';
import MDXImg from '@theme/MDXComponents/Img';
import TableScroll from '@site/src/components/TableScroll';

/** A Markdown table, in the same scroll box as the generated tables. */
function MDXTable(props: React.ComponentProps<'table'>): React.ReactElement {
  return (
    <TableScroll>
      <table {...props} />
    </TableScroll>
  );
}

type HeadingProps = Omit<React.ComponentProps<typeof MDXHeading>, 'as'>;
const heading = (as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6') =>
  function MDXHeadingLevel(props: HeadingProps): React.ReactElement {
    return <MDXHeading as={as} {...props} />;
  };

/**
 * The MDX components every page gets: the theme's own, with Markdown tables in a scroll box. The
 * theme's map also holds admonitions and `<details>`, which only a few pages show; those pages
 * import them themselves (plugins/remark-theme-elements), so the rest do not load them. The
 * theme's Mermaid entry is a placeholder without a Mermaid theme, which this site does not use.
 */
const MDXComponents = {
  Head,
  code: MDXCode,
  a: MDXA,
  pre: MDXPre,
  ul: MDXUl,
  li: MDXLi,
  img: MDXImg,
  table: MDXTable,
  h1: heading('h1'),
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
};

export default MDXComponents;
