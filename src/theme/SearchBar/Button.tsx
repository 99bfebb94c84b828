import React, {forwardRef, useEffect, useState} from 'react';
import StrokeIcon from './StrokeIcon';

/**
 * The DocSearch 3.9 search button, same markup and classes. Ported so that the navbar does not pull
 * the whole @docsearch/react bundle (button and modal are one module) into every page's first load;
 * the modal is imported on intent instead.
 */
type ButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & {translations?: {buttonText?: string; buttonAriaLabel?: string}};

function Key({reactsToKey, children}: {reactsToKey: string; children: React.ReactNode}) {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (e: KeyboardEvent) => e.key === reactsToKey && setPressed(true);
    const up = (e: KeyboardEvent) => (e.key === reactsToKey || e.key === 'Meta') && setPressed(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [reactsToKey]);
  return <kbd className={pressed ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key'}>{children}</kbd>;
}

const SEARCH_ICON =
  'M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z';

export default forwardRef<HTMLButtonElement, ButtonProps>(function SearchButton({translations = {}, ...props}, ref) {
  const {buttonText = 'Search', buttonAriaLabel = 'Search'} = translations;
  // The modifier is only known in the browser; render no keys on the server to avoid a mismatch.
  const [mac, setMac] = useState<boolean | null>(null);
  useEffect(() => setMac(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform)), []);
  return (
    // Its name is its visible label ("Search") at every width: the keys drawn beside it are shown to
    // sighted readers and announced as the shortcuts they are (aria-keyshortcuts).
    <button type="button" className="DocSearch DocSearch-Button" data-needs-js="" aria-label={buttonAriaLabel} aria-keyshortcuts="Control+K Meta+K /" {...props} ref={ref}>
      <span className="DocSearch-Button-Container">
        <StrokeIcon d={SEARCH_ICON} size={20} className="DocSearch-Search-Icon" />
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        {mac !== null && (
          <>
            <Key reactsToKey={mac ? 'Meta' : 'Control'}>{mac ? '⌘' : 'Ctrl'}</Key>
            <Key reactsToKey="k">K</Key>
          </>
        )}
      </span>
    </button>
  );
});
