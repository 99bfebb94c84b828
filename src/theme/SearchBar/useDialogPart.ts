import {useEffect, useState} from 'react';

/**
 * A part of DocSearch's modal (found by its class) that the site draws into or decorates. DocSearch
 * renders and replaces its parts on its own state, so the part is looked up again whenever the
 * modal's tree changes; null while it is not on screen.
 */
export function useDialogPart(container: HTMLElement, selector: string): HTMLElement | null {
  const [part, setPart] = useState<HTMLElement | null>(() => container.querySelector<HTMLElement>(selector));
  useEffect(() => {
    const find = () => setPart(container.querySelector<HTMLElement>(selector));
    find();
    const observer = new MutationObserver(find);
    observer.observe(container, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [container, selector]);
  return part;
}
