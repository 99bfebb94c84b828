import React, {type ReactElement} from 'react';

type Props = {as: string} & Record<string, unknown>;

/**
 * An element whose content React leaves exactly as the DOM has it while hydrating: React neither
 * compares nor replaces the children of an element with `dangerouslySetInnerHTML`, and the empty
 * string is never written during hydration. For markup that is already right on screen (the
 * server's, or what a script drew before the app): React owns the element, not its content, until
 * the caller renders real children in its place. Use it only while hydrating; rendered on the
 * client from scratch, the element would be empty.
 */
export default function KeptMarkup({as, ...props}: Props): ReactElement {
  return React.createElement(as, {...props, dangerouslySetInnerHTML: {__html: ''}, suppressHydrationWarning: true});
}
