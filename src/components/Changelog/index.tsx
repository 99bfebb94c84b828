import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {changelog, changelogProducts, type ChangelogEntry} from '@site/src/data/changelog';
import {changelogEntryAnchors} from './anchors';
import {changelogDateLabel, changelogDays} from './days';
import styles from './styles.module.css';

function Entry({entry, anchor}: {entry: ChangelogEntry; anchor?: string}): React.ReactElement {
  return (
    <li className={styles.entry} data-product={entry.product} id={anchor}>
      {/* A badge on the page; the Markdown twin writes it "**Product:**" before the summary (data-md-label). */}
      <span className={styles.product} data-md-label="">
        {changelogProducts[entry.product]}
      </span>{' '}
      {entry.summary}{' '}
      <span className={styles.links}>
        See{' '}
        {entry.links.map((link, index) => (
          <React.Fragment key={link.to}>
            {index > 0 && (index === entry.links.length - 1 ? ' and ' : ', ')}
            <Link to={link.to}>{link.label}</Link>
          </React.Fragment>
        ))}
        .
      </span>
    </li>
  );
}

/** /chatbot/changelog: one dated section per day, newest first, drawn from src/data/changelog.ts. */
export default function Changelog(): React.ReactElement {
  // Each entry has an anchor of its own, which its feed item links to.
  const anchors = changelogEntryAnchors(changelog);
  return (
    <>
      {changelogDays().map((day) => (
        <section key={day.date} aria-labelledby={day.date}>
          <Heading as="h2" id={day.date}>
            {changelogDateLabel(day.date)}
          </Heading>
          <ul className={styles.entries}>
            {day.entries.map((entry) => (
              <Entry key={`${entry.product}:${entry.summary}`} entry={entry} anchor={anchors.get(entry)} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
