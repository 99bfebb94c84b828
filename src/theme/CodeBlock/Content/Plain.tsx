import React from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type {Props as LineProps} from '@theme/CodeBlock/Line';
// The theme's own class names, so plain blocks look exactly like highlighted ones.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

export type Token = LineProps['line'][number];

/** One plain token per line: what Prism produces for a language without a grammar. */
function plainLines(code: string): Token[][] {
  return code.split('\n').map((content) => [{types: ['plain'], content}]);
}

const getLineProps: LineProps['getLineProps'] = ({className}) => ({className: clsx('token-line', className)});
const getTokenProps: LineProps['getTokenProps'] = ({token}) => ({className: 'token plain', children: token.content});

type LineProps_ = Pick<LineProps, 'getLineProps' | 'getTokenProps'>;

/**
 * The theme's code block markup for lines already split into tokens: shared by plain blocks and
 * by PrismHighlighting, so both look exactly like the theme's own blocks.
 */
export function CodeBlockMarkup({className, lines, style, getLineProps, getTokenProps}: {className?: string; lines: Token[][]; style?: React.CSSProperties} & LineProps_): React.ReactElement {
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

/**
 * The theme's code block markup without Prism: for plain-text languages, and for any code outside
 * a PrismHighlighting wrapper.
 */
export default function PlainContent({className}: {className?: string}): React.ReactElement {
  const {metadata} = useCodeBlockContext();
  const {plain} = usePrismTheme();
  return (
    <CodeBlockMarkup
      className={className}
      lines={plainLines(metadata.code)}
      style={{color: plain.color, backgroundColor: plain.backgroundColor}}
      getLineProps={getLineProps}
      getTokenProps={getTokenProps}
    />
  );
}
