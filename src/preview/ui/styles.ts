/**
 * The previewer's layout as inline styles, not a CSS module: Docusaurus bundles every CSS module
 * into the one stylesheet each page loads first, and the previewer must add nothing to that. The
 * panel renders only in the browser, and React sets these through the CSSOM, so the site's CSP
 * needs no change. Colours and alerts come from Infima's own classes and variables.
 */
import type {CSSProperties} from 'react';

export const styles = {
  previewer: {margin: '1rem 0 2rem', padding: '1rem', border: '1px solid var(--site-card-border)', borderRadius: 'var(--ifm-card-border-radius)', background: 'var(--ifm-background-surface-color)'},
  title: {marginBottom: '0.75rem', fontSize: '1.1rem'},
  row: {display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '0.6rem 0.9rem', marginBottom: '0.6rem'},
  field: {display: 'flex', flexDirection: 'column', gap: '0.2rem', marginBottom: '0.6rem', fontSize: '0.9rem', fontWeight: 600, minWidth: 0, maxWidth: '100%'},
  grow: {flex: '1 1 14rem'},
  control: {
    font: 'inherit',
    fontWeight: 'normal',
    padding: '0.35rem 0.5rem',
    border: '1px solid var(--ifm-color-emphasis-500)',
    borderRadius: 4,
    background: 'var(--ifm-background-color)',
    color: 'var(--ifm-font-color-base)',
    maxWidth: '100%',
    boxSizing: 'border-box',
  },
  textarea: {width: '100%', fontFamily: 'var(--ifm-font-family-monospace)', resize: 'vertical'},
  note: {fontSize: '0.88rem', color: 'var(--ifm-color-emphasis-800)', marginBottom: '0.6rem'},
  status: {fontSize: '0.88rem', overflowWrap: 'anywhere'},
  list: {listStyle: 'none', padding: 0, margin: '0 0 0.8rem'},
  diagnostic: {padding: '0.35rem 0.6rem', marginBottom: '0.4rem', overflowWrap: 'anywhere'},
  section: {marginTop: '1rem', paddingTop: '0.8rem', borderTop: '1px solid var(--site-card-border)'},
  line: {marginBottom: '0.6rem', overflowWrap: 'anywhere'},
  summary: {cursor: 'pointer', fontWeight: 600},
  sampleGrid: {display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(14rem, 100%), 1fr))', gap: '0 0.9rem'},
} satisfies Record<string, CSSProperties>;

export const textareaStyle: CSSProperties = {...styles.control, ...styles.textarea};
export const growField: CSSProperties = {...styles.field, ...styles.grow};
