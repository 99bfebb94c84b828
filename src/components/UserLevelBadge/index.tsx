import React from 'react';
import Link from '@docusaurus/Link';
import {userLevel, userLevelsDocPath, type UserLevelId} from '@site/src/data/userLevels';
import styles from './styles.module.css';

/** A user level as a small badge that links to the one place user levels are explained. */
export default function UserLevelBadge({level}: {level: UserLevelId}): React.ReactElement {
  const {label, value} = userLevel(level);
  const number = value === null ? 'set in the dashboard' : String(value);
  return (
    <Link
      to={userLevelsDocPath}
      className={styles.badge}
      data-level={level}
      title={`User level ${label} (${number}). Select to read about user levels.`}>
      {label}
    </Link>
  );
}
