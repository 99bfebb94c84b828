import React from 'react';
import Link from '@docusaurus/Link';
import {commandPath} from '@site/src/data/commandRoutes';

/** A default command as code, linked to its page: `!points`, or other text such as its usage. */
export default function CommandLink({name, children}: {name: string; children?: React.ReactNode}): React.ReactElement {
  return (
    <Link to={commandPath(name)}>
      <code>{children ?? `!${name}`}</code>
    </Link>
  );
}
