/** The Fields panel: the field controls, and the two switches SE_API.getOverlayStatus() reports. */
import React from 'react';
import type {World} from '../logic/world';
import FieldForm, {type FieldFormProps} from './FieldForm';
import {styles} from './styles';

interface Props extends FieldFormProps {
  status: World['status'];
  onStatus: (status: World['status']) => void;
}

export default function FieldsPanel({fields, data, highlight, onChange, onButton, status, onStatus}: Props): React.ReactElement {
  return (
    <>
      <h3 className={styles.groupTitle}>Fields</h3>
      <FieldForm fields={fields} data={data} highlight={highlight} onChange={onChange} onButton={onButton} />
      <fieldset className={styles.fieldGroup}>
        <legend>SE_API.getOverlayStatus()</legend>
        <label className={styles.checkboxLabel}>
          <input type="checkbox" checked={status.isEditorMode} onChange={(event) => onStatus({...status, isEditorMode: event.target.checked})} /> isEditorMode
        </label>{' '}
        <label className={styles.checkboxLabel}>
          <input type="checkbox" checked={status.muted} onChange={(event) => onStatus({...status, muted: event.target.checked})} /> muted
        </label>
      </fieldset>
    </>
  );
}
