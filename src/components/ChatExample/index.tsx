import React from 'react';
import styles from './styles.module.css';

export type ChatRole = 'viewer' | 'moderator' | 'broadcaster' | 'bot';

export interface ChatLine {
  /** Who speaks: decides the label and the styling of the line. */
  role: ChatRole;
  /** Display name in chat; defaults to the role's label. */
  name?: string;
  text: string;
}

const roleLabels: Record<ChatRole, string> = {
  viewer: 'Viewer',
  moderator: 'Moderator',
  broadcaster: 'Broadcaster',
  bot: 'Bot',
};

export interface ChatExampleProps {
  lines: readonly ChatLine[];
  /** Short caption, e.g. "Asking the 8-ball a question". */
  title?: string;
}

/**
 * A chat transcript: what people type and what the bot answers. Real text with the
 * speaker's role spelled out, so screen readers read it like chat. Search keeps only the bot's
 * replies: what people type is the page's own command with made-up names and amounts, which adds
 * index weight and no answer (see plugins/search-index/README.md, "Relevance rules").
 */
export default function ChatExample({lines, title}: ChatExampleProps): React.ReactElement {
  return (
    <figure className={styles.chat}>
      {title && <figcaption className={styles.caption}>{title}</figcaption>}
      <ol className={styles.lines} aria-label={title ? `Chat transcript: ${title}` : 'Chat transcript'}>
        {lines.map((line, index) => (
          <li key={index} className={styles.line} data-role={line.role} {...(line.role !== 'bot' && {'data-search-skip': ''})}>
            <span className={styles.speaker}>
              <span className={styles.role}>{roleLabels[line.role]}</span>
              {line.name && line.name !== roleLabels[line.role] && <span className={styles.name}>{line.name}</span>}
              <span className={styles.visuallyHidden}>: </span>
            </span>
            <span className={styles.text}>{line.text}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
