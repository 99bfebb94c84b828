import React from 'react';
import BulletList from '@site/src/components/BulletList';
import TextWithCode from '@site/src/components/TextWithCode';
import type {SyntaxForm} from '@site/src/data/variables';
import styles from './styles.module.css';

/**
 * Every way to write a variable, one a line, for a table cell; `withMeanings` adds what each form
 * gives, and `more` anything else a table says about a form.
 */
export default function SyntaxForms<Form extends SyntaxForm>({
  syntax,
  withMeanings = false,
  more,
}: {
  syntax: readonly Form[];
  withMeanings?: boolean;
  more?: (form: Form) => React.ReactNode;
}): React.ReactElement {
  return (
    <BulletList
      className={styles.forms}
      items={syntax}
      itemKey={(form) => form.form}
      renderItem={(form) =>
        withMeanings ? (
          <>
            <code>{form.form}</code> <TextWithCode text={form.meaning} />
            {more?.(form)}
          </>
        ) : (
          <code>{form.form}</code>
        )
      }
    />
  );
}
