import React from 'react';

/** Test stand-in for @theme/CodeBlock: the code as plain preformatted text. */
export default function CodeBlock({children, language, title}: {children?: React.ReactNode; language?: string; title?: string}) {
  return (
    <pre data-language={language} title={title}>
      <code>{children}</code>
    </pre>
  );
}
