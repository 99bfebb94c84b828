import React, {useEffect, useRef} from 'react';
import tools from '@site/src/css/tools.module.css';

interface Props {
  id: string;
  /** The token held in the console's memory: put back into the field when it is shown again (a restart, a mode switch). */
  token: string;
  onChange: (token: string) => void;
}

/**
 * The live token's field. Uncontrolled on purpose: React mirrors a controlled input's value into its
 * `value` attribute, which would put the token in the DOM for anything that reads attributes (an
 * extension, a copied outerHTML, a saved page). The text is set as a property only, never an attribute.
 */
export default function TokenInput({id, token, onChange}: Props): React.ReactElement {
  const field = useRef<HTMLInputElement>(null);
  // Shown again, or forgotten elsewhere ("Forget the token"): the field follows the token in memory.
  // What the reader is typing (spaces at either end, which the token leaves out) is left alone.
  useEffect(() => {
    if (field.current && field.current.value.trim() !== token) field.current.value = token;
  }, [token]);
  return <input id={id} ref={field} className={tools.control} type="password" onChange={(event) => onChange(event.target.value)} autoComplete="off" spellCheck={false} />;
}
