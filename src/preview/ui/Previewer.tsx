import React, {useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState} from 'react';
import ChatExample, {type ChatLine} from '@site/src/components/ChatExample';
import tools from '@site/src/css/tools.module.css';
import {userLevels} from '@site/src/data/userLevels';
import {getVariable} from '@site/src/data/variables';
import DraftHistory from '@site/src/tools/drafts/ui/DraftHistory';
import OtherTabNotice from '@site/src/tools/drafts/ui/OtherTabNotice';
import SaveProblemAlert from '@site/src/tools/drafts/ui/SaveProblemAlert';
import {useTextLimit} from '@site/src/tools/useTextLimit';
import FieldNote from './FieldNote';
import {oneLine} from '../chatCommand';
import {commandProblems} from '../commandCheck';
import {previewReply} from '../evaluate';
import {characterCount, platform, platforms} from '../platforms';
import {seededRandom} from '../chance';
import type {Counters, PreviewEnvironment} from '../types';
import CommandLine from './CommandLine';
import Diagnostics from './Diagnostics';
import FilterCheck from './FilterCheck';
import {draftFromExample, FIELD_LIMITS, initialDraft, levelOf, platformOf, samplesOf} from './draft';
import {usePreviewDraft} from './drafts';
import ProblemAnnouncer from './ProblemAnnouncer';
import SampleEditor from './SampleEditor';
import styles from './preview.module.css';


export interface PreviewerProps {
  /** On a variable's page: start from its worked examples. */
  variable?: string;
  autoFocus?: boolean;
}

/**
 * Characters a chat line shows, its start and its end: four times Twitch's limit, so a pasted
 * 100,000 is not laid out again on every key. The length and the diagnostics count all of it.
 */
const SHOWN_IN_CHAT = 2000;
const shownInChat = (text: string): string =>
  text.length <= SHOWN_IN_CHAT
    ? text
    : `${text.slice(0, SHOWN_IN_CHAT / 2)} … (${(text.length - SHOWN_IN_CHAT).toLocaleString('en')} characters not shown) … ${text.slice(-SHOWN_IN_CHAT / 2)}`;

/** Counters live for the browser tab's session, shared by every previewer on the page. */
const sessionCounters: Counters = new Map();

const chatRole = (level: string): ChatLine['role'] =>
  level === 'broadcaster' ? 'broadcaster' : level === 'moderator' || level === 'supermoderator' ? 'moderator' : 'viewer';

/** The reply preview: a command's reply, the chat line that runs it, who sends it, and the bot's answer. */
export default function Previewer({variable, autoFocus}: PreviewerProps): React.ReactElement {
  const id = useId();
  const {draft, update, replace, drafts, notes} = usePreviewDraft(variable, () => initialDraft(variable));
  const setReply = useCallback((reply: string) => update({reply}), [update]);
  const replyLimit = useTextLimit('the reply', FIELD_LIMITS.reply, draft.reply, setReply);
  const setMessage = useCallback((message: string) => update({message}), [update]);
  const messageLimit = useTextLimit('the chat message', FIELD_LIMITS.message, draft.message, setMessage);
  const setSender = useCallback((senderName: string) => update({senderName}), [update]);
  const senderLimit = useTextLimit('the sender', FIELD_LIMITS.sender, draft.senderName, setSender);
  const [seed, setSeed] = useState(() => Math.floor(Math.random() * 2 ** 31));
  const [sent, setSent] = useState<ChatLine[]>([]);
  const [countersVersion, setCountersVersion] = useState(0);
  const replyRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (autoFocus) replyRef.current?.focus();
  }, [autoFocus]);

  const samples = useMemo(() => samplesOf(draft), [draft]);
  const level = levelOf(draft);
  const target = platform(platformOf(draft));
  // The reply as chat carries it (one line), so what is evaluated is what "Copy as chat command" copies.
  const input = useMemo(
    () => ({reply: oneLine(draft.reply), typedReply: draft.reply, message: draft.message, senderName: draft.senderName.trim() || 'viewer', level, platform: target.id, samples}),
    [draft.reply, draft.message, draft.senderName, level, target.id, samples],
  );
  // Off the typing path: the field shows each key at once, and React works the answer out after,
  // dropping a run that a newer key makes stale, so a long reply never holds up typing.
  const evaluated = useDeferredValue(input);
  const stale = evaluated !== input;
  // As they type: a dry run on a copy of the counters, with this round's chance, so nothing moves until sent.
  const result = useMemo(() => {
    const env: PreviewEnvironment = {counters: new Map(sessionCounters), random: seededRandom(seed), now: () => new Date()};
    const answer = previewReply(evaluated, env);
    return {...answer, diagnostics: [...commandProblems(evaluated.message, evaluated.typedReply), ...answer.diagnostics]};
    // countersVersion: the session counters changed (a send or a reset).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [evaluated, seed, countersVersion]);

  const chatLine: ChatLine = {role: chatRole(evaluated.level), name: evaluated.senderName, text: shownInChat(evaluated.message)};
  const botText = result.silent
    ? '(no reply: the bot stays silent)'
    : result.action
      ? `(no chat message: the bot sends the action ${result.action})`
      : shownInChat(result.text) || '(an empty reply: the bot posts nothing)';
  const botLine: ChatLine = {role: 'bot', text: botText};
  const send = () => {
    previewReply(input, {counters: sessionCounters, random: seededRandom(seed), now: () => new Date()});
    setSent((lines) => [...lines, chatLine, botLine].slice(-8));
    setSeed((value) => value + 1);
    setCountersVersion((value) => value + 1);
  };
  const resetCounters = () => {
    sessionCounters.clear();
    setSent([]);
    setCountersVersion((value) => value + 1);
  };
  const length = characterCount(result.text);
  const examples = variable ? getVariable(variable).examples : [];
  /** The example chosen in the list, loaded by "Load example" ("" until one is chosen). */
  const [exampleChoice, setExampleChoice] = useState('');

  return (
    <section className={tools.panel} aria-labelledby={`${id}-title`} data-reply-preview="open" id="reply-preview">
      <h3 id={`${id}-title`} className={tools.title}>
        Reply preview
      </h3>
      {notes.map((note) => (
        <p key={note} role="status" className="alert alert--warning margin-bottom--sm">
          {note}
        </p>
      ))}
      <OtherTabNotice otherTab={drafts.status.otherTab} onTake={() => drafts.takeOther(draft)} onDismiss={drafts.dismissOther} />
      {examples.length > 1 && (
        // Chosen, then loaded with the button: arrow keys on a closed list change its value, and
        // each change used to replace the reply at once.
        <div className={styles.row}>
          <label className={`${tools.field} ${styles.stack}`}>
            <span>Start from an example</span>
            <select className={tools.control} value={exampleChoice} onChange={(event) => setExampleChoice(event.target.value)}>
              <option value="">Choose an example…</option>
              {examples.map((example, index) => (
                <option key={example.title} value={index}>
                  {example.title}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="button button--outline button--secondary"
            disabled={exampleChoice === ''}
            onClick={() => {
              const example = examples[Number(exampleChoice)];
              if (example) replace('Before loading an example', draftFromExample(example, draft));
            }}
          >
            Load example
          </button>
        </div>
      )}
      {/* A label beside, not around, the textarea: its text would otherwise become part of the label's. */}
      <div className={`${tools.field} ${styles.stack}`}>
        <label htmlFor={`${id}-reply`}>Reply</label>
        <textarea
          id={`${id}-reply`}
          className={tools.control}
          ref={replyRef}
          value={draft.reply}
          {...replyLimit.props}
          rows={3}
          spellCheck={false}
          aria-describedby={`${id}-length`}
        />
      </div>
      <FieldNote text={replyLimit.message || messageLimit.message || senderLimit.message} />
      <SaveProblemAlert problem={drafts.status.problem} onDownload={() => drafts.downloadWork(draft)} />
      <div className={styles.row}>
        <label className={`${tools.field} ${styles.grow}`}>
          <span>Chat message that runs it</span>
          <input className={tools.control} value={draft.message} {...messageLimit.props} spellCheck={false} autoComplete="off" />
        </label>
        <label className={tools.field}>
          <span>Sender</span>
          <input className={tools.control} value={draft.senderName} {...senderLimit.props} spellCheck={false} autoComplete="off" />
        </label>
        <label className={tools.field}>
          <span>User level</span>
          <select className={tools.control} value={level} onChange={(event) => update({level: event.target.value})}>
            {userLevels.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.value === null ? entry.label : `${entry.label} (${entry.value})`}
              </option>
            ))}
          </select>
        </label>
        <label className={tools.field}>
          <span>Platform</span>
          <select className={tools.control} value={target.id} onChange={(event) => update({platform: event.target.value})}>
            {platforms.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.label}
              </option>
            ))}
          </select>
        </label>
      </div>

      <div data-preview-output className={stale ? styles.stale : undefined} aria-busy={stale}>
        <ChatExample title="What chat would see" lines={[...sent, chatLine, botLine]} />
      </div>
      <p id={`${id}-length`} className={styles.note}>
        {`${length.toLocaleString('en')} characters. `}
        {target.messageLimit === null ? `No message length limit is documented for ${target.label}.` : `${target.label} allows ${target.messageLimit} in one message.`}
      </p>
      {!result.silent && !result.action && <FilterCheck reply={oneLine(result.text)} platform={target.id} />}
      {result.effects.length > 0 && (
        <ul className={styles.note} aria-label="What else happens">
          {result.effects.map((effect) => (
            <li key={effect}>{effect}</li>
          ))}
        </ul>
      )}
      <Diagnostics diagnostics={result.diagnostics} unlisted={result.unlisted} />
      <ProblemAnnouncer diagnostics={result.diagnostics} unlisted={result.unlisted} settled={!stale} />
      <div className={tools.actions}>
        <button type="button" className="button button--primary" onClick={send}>
          Send in chat
        </button>
        <button type="button" className="button button--outline button--danger" onClick={resetCounters}>
          Clear chat and counters
        </button>
      </div>
      <p className={styles.note}>Sending moves counters on and draws new random values; until then the answer above stays put.</p>

      <CommandLine draft={draft} evaluated={evaluated} update={update} replace={replace} />
      <SampleEditor
        samples={samples}
        onChange={(key, value) => update({samples: {...draft.samples, [key]: value}})}
        onReset={() => replace('Before resetting the samples', {samples: {}})}
      />
      <DraftHistory items={drafts.status.history} message={drafts.status.historyMessage} onRestore={drafts.restore} onDownload={drafts.download} />
    </section>
  );
}
