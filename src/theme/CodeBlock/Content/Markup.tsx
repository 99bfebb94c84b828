// Theme override (replace). Why: The theme’s code block markup and class names, shared by plain and
// highlighted blocks.
// Drop it when CodeBlock/Content/index and Plain are dropped. Listed in
// tests/unit/tripwires/themeOverrides.ts.
import React from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type {Props as LineProps} from '@theme/CodeBlock/Line';
// The theme's own class names, so our blocks look exactly like the theme's.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

export type Token = LineProps['line'][number];

type MarkupProps = {className?: string; lines: Token[][]; style?: React.CSSProperties} & Pick<LineProps, 'getLineProps' | 'getTokenProps'>;

/**
 * The theme's code block markup for lines already split into tokens: shared by plain blocks and
 * by PrismHighlighting, so both look exactly like the theme's own blocks.
 */
export function CodeBlockMarkup({className, lines, style, getLineProps, getTokenProps}: MarkupProps): React.ReactElement {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {codeBlockRef} = wordWrap;
  const {language, lineNumbersStart, lineClassNames} = metadata;
  return (
    <pre
      // theme-common types the ref for React 19 (RefObject<T | null>); React 18's types want RefObject<T>.
      ref={codeBlockRef as React.RefObject<HTMLPreElement>}
      // Focusable like the theme's block, so keyboard users can scroll long lines.
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${language}`, styles.codeBlock, 'thin-scrollbar')}
      style={style}>
      <code
        className={clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
        style={lineNumbersStart === undefined ? undefined : {counterReset: `line-count ${lineNumbersStart - 1}`}}>
        {lines.map((line, i) => (
          <Line
            key={i}
            line={line}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={lineClassNames[i]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))}
      </code>
    </pre>
  );
}
