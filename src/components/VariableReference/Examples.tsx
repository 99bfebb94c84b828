import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import ChatExample from '@site/src/components/ChatExample';
import ReplyPreview from '@site/src/components/ReplyPreview';
import TextWithCode from '@site/src/components/TextWithCode';
import type {VariableDoc} from '@site/src/data/variables/types';
import styles from './styles.module.css';

/**
 * Worked examples: the line that creates the command, then the chat when someone runs it; below
 * them, the reply preview (loaded on intent) starts from these same examples.
 */
export default function Examples({variable: doc}: {variable: VariableDoc}): React.ReactElement {
  return (
    <div className={styles.section} data-variable-section="examples">
      {doc.examples.map((example) => (
        <section key={example.title} className={styles.example} aria-label={example.title}>
          <h3 className={styles.exampleTitle}>{example.title}</h3>
          <CodeBlock language="text" title="Create the command in chat">
            {example.setup}
          </CodeBlock>
          <ChatExample title="In chat" lines={example.lines} />
          {example.result && (
            <p className={styles.result}>
              <TextWithCode text={example.result} />
            </p>
          )}
        </section>
      ))}
      <ReplyPreview variable={doc.name} />
    </div>
  );
}
