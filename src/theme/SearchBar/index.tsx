// Theme override (eject). Why: Embedded search (no preconnect to a hosted host), the dialog and its
// code loaded on intent, the spec’s error screen.
// Drop it when the theme supports a custom search client without a hosted preconnect, with the
// dialog loaded on intent. Listed in tests/unit/tripwires/themeOverrides.ts.
// Ejected, not wrapped: the theme always renders <link rel="preconnect"> to {appId}-dsn.algolia.net,
// which embedded search must not emit.
import React, {useCallback, useRef, useState} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {createPortal} from 'react-dom';
import {LAYER_ABOVE_ATTRIBUTE} from '@site/src/components/layers';
import {retryFailedSearchLoad, warmUpSearch} from '@site/src/search/lazy';
import type {SearchThemeConfig} from '@site/src/search/dialogConfig';
import DocSearchButton from './Button';
import {useShortcuts} from './useShortcuts';
import {createTypeAhead} from './typeAhead';
import LoadFailed, {type LoadFailure} from './LoadFailed';
import NoScriptSearchForm from './NoScriptForm';
import type {SearchDialogProps} from './Dialog';
import {takeEarlySearchKeys} from '@site/src/shared/earlySearchKeys';
import {replayedEnter} from './replayedEnter';

type DialogParts = Pick<SearchDialogProps, 'DocSearchModal' | 'suggestions' | 'insights'> & {SearchDialog: React.ComponentType<SearchDialogProps>};

/**
 * The dialog's code: DocSearch's modal and styles, the site's dialog (./Dialog), "Try searching
 * for" support (src/search/dialogSuggestions.ts) and, with DOCSEARCH_INSIGHTS, the insights client
 * (src/search/insights.ts), all loaded on the intent to search, not with the page. A failed load
 * is not kept: the next intent asks for the chunks again.
 */
let dialogParts: DialogParts | null = null;

function importDialogIfNeeded(config: SearchThemeConfig): Promise<DialogParts> {
  if (dialogParts) return Promise.resolve(dialogParts);
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@site/src/search/dialogSuggestions'),
    import('./Dialog'),
    config.insights && !config.embedded ? import('@site/src/search/insights') : null,
    import('@docsearch/react/style'),
    import('./styles.css'),
  ]).then(([{DocSearchModal}, suggestions, {default: SearchDialog}, insights]) => {
    // DocSearch's modal reads the page's selection and tests localStorage on every render of its
    // own (eager initial values of its refs): a render the dialog's own state causes (the query
    // shown beside the modal, the scope) is skipped when the modal's props have not changed.
    dialogParts = {DocSearchModal: React.memo(DocSearchModal) as unknown as typeof DocSearchModal, suggestions, SearchDialog, insights};
    return dialogParts;
  });
}

function DocSearch({config}: {config: SearchThemeConfig}) {
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  // Set while the load-failed screen shows: how many loads failed in a row, and whether one more is under way.
  const [loadFailure, setLoadFailure] = useState<LoadFailure | null>(null);
  // What is typed while the dialog's code arrives goes into its search box, and which opening is
  // still wanted: closing, or Escape while the code arrives, ends it, so neither the dialog nor its
  // load-failed screen shows up after the reader has left (./typeAhead).
  const [typeAhead] = useState(createTypeAhead);

  // Intent, not page load: hovering, focusing or touching the button, or a shortcut, starts the download.
  // A failure here is shown when the visitor opens the dialog.
  const prepare = useCallback(() => {
    warmUpSearch(config);
    importDialogIfNeeded(config).catch(() => undefined);
  }, [config]);

  const openModal = useCallback(() => {
    if (!searchContainer.current) {
      const div = document.createElement('div');
      div.setAttribute(LAYER_ABOVE_ATTRIBUTE, '');
      searchContainer.current = div;
      document.body.insertBefore(div, document.body.firstChild);
      setContainer(div);
    }
    // Opening again is a retry: of an index load that failed, and of the dialog's own chunks.
    retryFailedSearchLoad();
    warmUpSearch(config);
    // Keys typed after asking for search before the app had loaded (src/shared/earlyClicks.ts).
    const early = takeEarlySearchKeys();
    const opening = typeAhead.start(early?.text, early?.enter ? replayedEnter(early.enter) : undefined);
    setLoadFailure((failure) => failure && {...failure, retrying: true});
    importDialogIfNeeded(config).then(
      () => {
        if (!typeAhead.current(opening)) return;
        setLoadFailure(null);
        setIsOpen(true);
      },
      () => {
        if (!typeAhead.current(opening)) return;
        typeAhead.stop();
        setLoadFailure((failure) => ({tries: (failure?.tries ?? 0) + 1, retrying: false}));
      },
    );
  }, [config, typeAhead]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setLoadFailure(null);
    // As DocSearch does; the dialog itself gives focus back to where it was, where it can (./Dialog).
    searchButtonRef.current?.focus();
    typeAhead.cancel();
  }, [typeAhead]);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      typeAhead.start(event.key);
      openModal();
    },
    [openModal, typeAhead],
  );

  useShortcuts({isOpen, onOpen: openModal, onClose: closeModal, onInput: handleInput, searchButtonRef});

  return (
    <>
      {config.embedded ? (
        <Head>
          <html data-search="embedded" />
        </Head>
      ) : (
        <Head>
          {/* Hosted search only: lets the browser open the connection to the search cluster early. */}
          <link rel="preconnect" href={`https://${config.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <NoScriptSearchForm placeholder={config.placeholder} label={config.translations?.button?.buttonText ?? 'Search'} />
      <DocSearchButton
        onTouchStart={prepare}
        onFocus={prepare}
        onMouseOver={prepare}
        onClick={openModal}
        ref={searchButtonRef}
        translations={config.translations?.button}
      />
      {isOpen && dialogParts && container && (
        <dialogParts.SearchDialog
          config={config}
          DocSearchModal={dialogParts.DocSearchModal}
          suggestions={dialogParts.suggestions}
          insights={dialogParts.insights}
          container={container}
          containerRef={searchContainer}
          onClose={closeModal}
        />
      )}
      {loadFailure &&
        container &&
        createPortal(
          <LoadFailed texts={(config.translations?.modal?.errorScreen ?? {}) as {titleText?: string}} failure={loadFailure} onRetry={openModal} onClose={closeModal} />,
          container,
        )}
    </>
  );
}

export default function SearchBar(): React.ReactElement {
  const {siteConfig} = useDocusaurusContext();
  return <DocSearch config={siteConfig.themeConfig.algolia as SearchThemeConfig} />;
}
