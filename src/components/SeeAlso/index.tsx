import React from 'react';

/**
 * A pointer in running text to the page that covers a subject in full ("[Set up a death counter]
 * builds this step by step"). Like a page's Related section, it is left out of search
 * (`data-search-skip`), so a search for the subject finds that page rather than the one pointing at
 * it; the page and its Markdown twin keep it. Inline, so it can end a paragraph or stand as one;
 * standing alone it is in no paragraph, so `.see-also` underlines its link as running text's are.
 */
export default function SeeAlso({children}: {children: React.ReactNode}): React.ReactElement {
  return (
    <span className="see-also" data-search-skip="">
      {children}
    </span>
  );
}
