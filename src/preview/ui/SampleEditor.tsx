import React from 'react';
import {editableSamples, type EditableSample, type SampleValues} from '../samples';
import tools from '@site/src/css/tools.module.css';
import styles from './preview.module.css';

interface Props {
  samples: SampleValues;
  onChange: (key: EditableSample, value: string) => void;
  onReset: () => void;
}

/** The stand-ins for live services, labelled as samples and editable. */
export default function SampleEditor({samples, onChange, onReset}: Props): React.ReactElement {
  return (
    <details className={styles.section}>
      <summary className={styles.summary}>Sample values for live data</summary>
      <p className={styles.note}>
        The preview never contacts a service. Stream status, games, uptime, weather, prices, emotes, web addresses, game stats,
        AI answers, points and ranks come from these samples. Change them to see other answers.
      </p>
      <div className={styles.sampleGrid}>
        {editableSamples.map(({key, label}) => (
          <label key={key} className={tools.field}>
            <span>{label}</span>
            <input className={tools.control} value={samples[key]} onChange={(event) => onChange(key, event.target.value)} spellCheck={false} autoComplete="off" />
          </label>
        ))}
      </div>
      <button type="button" className="button button--outline button--secondary" onClick={onReset}>
        Reset the samples
      </button>
    </details>
  );
}
