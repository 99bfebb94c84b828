/**
 * What the reader does inside the reference's static markup, loaded on intent (pointing at,
 * touching, focusing or using one of its controls; src/components/ApiReference/enhanceTriggers.ts):
 * the in-page filter over the operations, the sample language buttons (the choice applies to every
 * operation and is remembered: only its name, in localStorage) and the copy buttons. Nothing here
 * is in any page's first load. Each handler reads the control's state from the DOM when it runs, so
 * a key pressed or a button clicked before this chunk arrived is acted on when it does.
 */
import {applyFilter} from './filter';
import {rememberedLanguage} from '../rememberedLanguage';
import {chooseLanguage} from './languages';
import {copySample} from './copy';

/** Runs the action of the control an event came from, if any. */
export function handle(root: HTMLElement, target: EventTarget | null, type: string): void {
  if (!(target instanceof Element)) return;
  const filter = target.closest<HTMLInputElement>('[data-api-filter]');
  if (filter && (type === 'input' || type === 'focusin' || type === 'keyup')) {
    applyFilter(root, filter.value);
    return;
  }
  if (type !== 'click') return;
  const language = target.closest<HTMLButtonElement>('[data-sample-lang]');
  if (language) {
    void chooseLanguage(root, language.dataset.sampleLang ?? '', language);
    return;
  }
  const copy = target.closest<HTMLButtonElement>('[data-copy]');
  if (copy) void copySample(copy);
}

/** At start: a language the reader chose on an earlier visit, and a filter typed before this loaded. */
export function restore(root: HTMLElement): void {
  const language = rememberedLanguage();
  if (language && language !== 'curl') void chooseLanguage(root, language);
  const filter = root.querySelector<HTMLInputElement>('[data-api-filter]');
  if (filter?.value) applyFilter(root, filter.value);
}
