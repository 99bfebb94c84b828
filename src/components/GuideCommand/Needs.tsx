import React from 'react';
import Link from '@docusaurus/Link';
import type {Guide} from '@site/src/data/guides';
import {platformList} from '@site/src/data/platforms';
import styles from './styles.module.css';

/**
 * The start of a guide's "What you need": what every guide needs (the bot in chat, the dashboard
 * or a moderator in chat), then the guide's own needs, written as a Markdown list in `children`.
 * The shared part is the same on every guide, so it is left out of search.
 */
export default function GuideNeeds({guide, children}: {guide: Guide; children?: React.ReactNode}): React.ReactElement {
  const count = Object.keys(guide.commands).length;
  return (
    <div className={styles.needs}>
      <ul data-search-skip="">
        <li>
          The chatbot in your {guide.platforms ? `${platformList(guide.platforms)} ` : ''}chat: see{' '}
          <Link to="/chatbot/gettingstarted/add-to-channel">add the chatbot to your channel</Link>.
        </li>
        <li>
          The dashboard; a moderator can also create the {count > 1 ? 'commands' : 'command'} <Link to="#from-chat">from chat</Link>.
        </li>
      </ul>
      {children}
    </div>
  );
}
