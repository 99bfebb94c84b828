import React, {useId} from 'react';
import tools from '@site/src/css/tools.module.css';
import styles from './styles.module.css';

/** A label above its control (beside it when `inline`), tied by id so the control's name is exactly the label text. */
export default function Field({label, inline, children}: {label: string; inline?: boolean; children: (id: string) => React.ReactNode}): React.ReactElement {
  const id = useId();
  return (
    <div className={inline ? styles.row : tools.field} style={inline ? {margin: 0} : undefined}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}
