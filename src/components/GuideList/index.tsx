import React from 'react';
import SectionCards from '@site/src/components/SectionCards';
import {guidePath, guides} from '@site/src/data/guides';
import {platformList} from '@site/src/data/platforms';

/**
 * Every chatbot guide as a card: its title, what the reader ends up with, and where it works when that
 * is narrower than everywhere. Left out of search like a Related section: each guide answers for itself.
 */
export default function GuideList(): React.ReactElement {
  return (
    <div data-search-skip="">
      <SectionCards
        cards={guides.map((guide) => ({
          title: guide.title,
          to: guidePath(guide.slug),
          description: guide.platforms ? `${guide.outcome} For ${platformList(guide.platforms)}.` : guide.outcome,
        }))}
      />
    </div>
  );
}
