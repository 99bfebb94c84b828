/**
 * The spam filter bench: paste chat lines, see what each filter finds and what happens to the
 * chatter. Loaded on intent by src/components/FilterBench; the model is ../model (no DOM).
 */
import React, {useDeferredValue, useEffect, useId, useMemo, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import tools from '@site/src/css/tools.module.css';
import previewTool from '@site/src/preview/tool.json';
import DraftHistory from '@site/src/tools/drafts/ui/DraftHistory';
import OtherTabNotice from '@site/src/tools/drafts/ui/OtherTabNotice';
import SaveProblemAlert from '@site/src/tools/drafts/ui/SaveProblemAlert';
import {parseLog} from '../model/chatLog';
import {startingDraft, type BenchDraft} from '../model/draft';
import {evaluateInSlices, type Evaluation} from '../model/evaluate';
import {overviewPreset, presets} from '../model/presets';
import {filterName, filterOrder, startingSettings} from '../model/settings';
import {shareLink, shareLinkProblem} from '../model/share';
import type {BenchSettings, FilterId, FilterSettingsById} from '../model/types';
import FilterSettings from './FilterSettings';
import LinesInput from './LinesInput';
import {AskApi, RealVerdictSettings} from './RealVerdict';
import Results from './Results';
import {spokenVerdict} from './describe';
import {CheckField, ListField, NumberField} from './fields';
import {useBenchDraft} from './useBenchDraft';
import styles from './bench.module.css';

export interface BenchProps {
  /** On a filter's page: start from that filter's example lines, with its settings open. */
  filter?: FilterId;
  /** A shared link's draft, already checked, and what was repaired in it. */
  shared?: {draft: BenchDraft; repairs: readonly string[]} | null;
  sharedProblem?: string;
  autoFocus?: boolean;
}

/** What the verdicts shown were worked out from. */
type Evaluated = Evaluation & {leftOut: number; of: BenchDraft};

function presetDraft(filter: FilterId | undefined): BenchDraft {
  const preset = filter ? presets[filter] : overviewPreset;
  const draft = startingDraft(preset.log);
  draft.senders = {...preset.senders};
  if (filter === 'language') draft.settings.filters.language.allowed = ['en'];
  return draft;
}

export default function Bench({filter, shared, sharedProblem, autoFocus}: BenchProps): React.ReactElement {
  const id = useId();
  const {draft, update, replace, drafts, notes, mySettings} = useBenchDraft(filter, () => presetDraft(filter), shared?.draft ?? null);
  const [message, setMessage] = useState('');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (autoFocus) textareaRef.current?.focus();
  }, [autoFocus]);

  // Off the typing path: the field shows each key at once; the verdicts follow.
  // A long log is read in slices with pauses between them, so typing and painting never wait long;
  // a change that comes in meanwhile stops the run it makes stale.
  const deferred = useDeferredValue(draft);
  const [evaluation, setEvaluation] = useState<Evaluated | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const parsed = parseLog(deferred.log, {senders: deferred.senders, fallback: deferred.fallback, spacingSeconds: deferred.spacingSeconds});
    evaluateInSlices(parsed.lines, deferred.settings, controller.signal).then((done) => {
      if (done) setEvaluation({...done, leftOut: parsed.leftOut, of: deferred});
    });
    return () => controller.abort();
  }, [deferred]);
  const settled = evaluation?.of === draft;
  const announcement = useMemo(() => {
    if (!evaluation) return 'Checking the lines…';
    return spokenVerdict(evaluation.results);
  }, [evaluation]);

  const setSettings = (settings: BenchSettings) => update({settings});
  const setFilter = <F extends FilterId>(f: F, value: FilterSettingsById[F]) => setSettings({...draft.settings, filters: {...draft.settings.filters, [f]: value}});
  const copyLink = async () => {
    try {
      const link = await shareLink(draft, window.location.href);
      const problem = shareLinkProblem(link);
      if (problem) {
        setMessage(problem);
        return;
      }
      await navigator.clipboard.writeText(link);
      setMessage(`Link copied (${link.length.toLocaleString('en')} characters): it holds the settings and lines, never a token.`);
    } catch {
      setMessage('The link could not be copied: the browser refused access to the clipboard.');
    }
  };

  return (
    <section className={tools.panel} aria-labelledby={`${id}-title`} data-filter-bench="open">
      <h3 id={`${id}-title`} className={tools.title}>
        Filter bench
      </h3>
      <p className={styles.hint}>
        Runs in your browser; nothing is sent anywhere unless you ask the API below. Where the provider publishes no default, the bench starts from values of its own and says so; where it
        does not document how a filter measures, the bench says how it approximates.
      </p>
      <p className={styles.hint}>
        Writing a command’s reply? The <Link to={`${previewTool.page}#reply-preview`}>reply preview</Link> shows what the bot answers, and says when a viewer who posts the same words
        would be caught here.
      </p>
      {[...notes, ...mySettings.notes, ...(shared?.repairs.length ? [`The shared link was repaired to open: ${shared.repairs.join('; ')}.`] : []), ...(sharedProblem ? [sharedProblem] : [])].map((note) => (
        <p key={note} role="status" className="alert alert--warning margin-bottom--sm">
          {note}
        </p>
      ))}
      <OtherTabNotice otherTab={drafts.status.otherTab} onTake={() => drafts.takeOther(draft)} onDismiss={drafts.dismissOther} />

      <LinesInput draft={draft} update={update} textareaRef={textareaRef} />
      <SaveProblemAlert problem={drafts.status.problem} onDownload={() => drafts.downloadWork(draft)} />

      <h4 className={styles.heading}>Verdicts</h4>
      <p role="status" className={styles.summary} data-bench-summary={evaluation ? 'done' : 'checking'} aria-busy={!settled}>
        {announcement}
        {evaluation && evaluation.leftOut > 0 ? ` ${evaluation.leftOut.toLocaleString('en')} more lines were left out: the bench checks the first ${evaluation.results.length.toLocaleString('en')}.` : ''}
      </p>
      <RealVerdictSettings>
        <div className={settled ? undefined : styles.stale}>
          {evaluation && <Results results={evaluation.results} notes={evaluation.notes} renderExtra={(result) => <AskApi line={result.line} />} />}
        </div>
      </RealVerdictSettings>

      <h4 className={styles.heading}>Settings</h4>
      <div className={tools.actions}>
        <button type="button" className="button button--sm button--secondary" onClick={() => setMessage(mySettings.save(draft.settings))}>
          Save as my settings
        </button>
        <button
          type="button"
          className="button button--sm button--secondary"
          disabled={!mySettings.saved}
          onClick={() => {
            if (mySettings.saved) replace('Before using my settings', {...draft, settings: mySettings.saved});
            setMessage('Your saved settings are in use; the settings they replaced are under Earlier drafts.');
          }}
        >
          Use my settings
        </button>
        <button
          type="button"
          className="button button--sm button--outline button--secondary"
          onClick={() => {
            replace('Before going back to the starting settings', {...draft, settings: startingSettings()});
            setMessage('The starting settings are back; the settings they replaced are under Earlier drafts.');
          }}
        >
          Starting settings
        </button>
        <button type="button" className="button button--sm button--primary" onClick={copyLink}>
          Copy share link
        </button>
      </div>
      <p role="status" className={message ? styles.hint : styles.empty}>
        {message}
      </p>
      {filterOrder.map((f) => (
        <details key={f} className={styles.filter} open={f === filter} data-settings={f}>
          <summary>
            {`${filterName(f)}${draft.settings.filters[f].enabled ? '' : ' (off)'}`}
          </summary>
          <FilterSettings filter={f} value={draft.settings.filters[f]} onChange={(value) => setFilter(f, value)} />
        </details>
      ))}
      <details className={styles.filter}>
        <summary>Probation and emotes</summary>
        <div className={styles.settingsGrid}>
          <CheckField label="Probation" checked={draft.settings.probation.enabled} onChange={(enabled) => setSettings({...draft.settings, probation: {...draft.settings.probation, enabled}})} />
          <NumberField label="Probation multiplier" value={draft.settings.probation.multiplier} max={100} step={0.1} onChange={(multiplier) => setSettings({...draft.settings, probation: {...draft.settings.probation, multiplier}})} />
          <NumberField
            label="Probation window (seconds)"
            value={draft.settings.probation.windowSeconds}
            hint="Only timeouts for the same filter inside this window count. No window length is published; the bench starts at its own."
            onChange={(windowSeconds) => setSettings({...draft.settings, probation: {...draft.settings.probation, windowSeconds}})}
          />
          <ListField label="Emote names" value={draft.settings.emoteNames} hint="Words the bench counts as emotes, spelt exactly; pasted text carries no emotes of its own." onChange={(emoteNames) => setSettings({...draft.settings, emoteNames})} />
        </div>
      </details>
      <div className={tools.actions}>
        <button type="button" className="button button--sm button--outline button--secondary" onClick={() => replace(filter ? 'Before loading the example' : 'Before loading the example lines', {...draft, ...presetDraft(filter), settings: draft.settings})}>
          Load the example lines
        </button>
      </div>
      <DraftHistory items={drafts.status.history} message={drafts.status.historyMessage} onRestore={drafts.restore} onDownload={drafts.download} />
    </section>
  );
}
