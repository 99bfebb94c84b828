import React from 'react';
import {editableSamples, type EditableSample, type SampleValues} from '../samples';
import {styles} from './styles';

interface Props {
  samples: SampleValues;
  onChange: (key: EditableSample, value: string) => void;
  onReset: () => void;
}

/** The stand-ins for live services, labelled as samples and editable. */
export default function SampleEditor({samples, onChange, onReset}: Props): React.ReactElement {
  return (
    <details style={styles.section}>
      <summary style={styles.summary}>Sample values for live data</summary>
      <p style={styles.note}>
        The preview never contacts a service. Stream status, games, uptime, weather, prices, emotes, web addresses, game stats,
        AI answers, points and ranks come from these samples. Change them to see other answers.
      </p>
      <div style={styles.sampleGrid}>
        {editableSamples.map(({key, label}) => (
          <label key={key} style={styles.field}>
            <span>{label}</span>
            <input style={styles.control} value={samples[key]} onChange={(event) => onChange(key, event.target.value)} spellCheck={false} autoComplete="off" />
          </label>
        ))}
      </div>
      <button type="button" className="button button--secondary button--sm" onClick={onReset}>
        Reset the samples
      </button>
    </details>
  );
}
