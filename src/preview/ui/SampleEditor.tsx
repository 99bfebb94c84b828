import React from 'react';
import {useTextLimit} from '@site/src/tools/useTextLimit';
import {editableSamples, type EditableSample, type SampleValues} from '../samples';
import {FIELD_LIMITS} from './draft';
import FieldNote from './FieldNote';
import tools from '@site/src/css/tools.module.css';
import styles from './preview.module.css';

interface Props {
  samples: SampleValues;
  onChange: (key: EditableSample, value: string) => void;
  onReset: () => void;
}

/** One sample: a paste beyond its limit is cut where it lands, with a note saying so (as the reply's). */
function SampleField({label, value, onChange}: {label: string; value: string; onChange: (value: string) => void}): React.ReactElement {
  const limit = useTextLimit(`the ${label} sample`, FIELD_LIMITS.sample, value, onChange);
  return (
    <div className={tools.field}>
      <label>
        <span>{label}</span>
        <input className={tools.control} value={value} {...limit.props} spellCheck={false} autoComplete="off" />
      </label>
      {limit.message && <FieldNote text={limit.message} />}
    </div>
  );
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
          <SampleField key={key} label={label} value={samples[key]} onChange={(value) => onChange(key, value)} />
        ))}
      </div>
      <button type="button" className="button button--outline button--secondary" onClick={onReset}>
        Reset the samples
      </button>
    </details>
  );
}
