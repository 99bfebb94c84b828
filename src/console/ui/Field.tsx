import React, {useId} from 'react';
import styles from './styles.module.css';

/** A label above its control, tied by id so the control's name is exactly the label text. */
export default function Field({label, inline, children}: {label: string; inline?: boolean; children: (id: string) => React.ReactNode}): React.ReactElement {
  const id = useId();
  return (
    <div className={inline ? styles.row : styles.field} style={inline ? {margin: 0} : undefined}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}
