import React from 'react';
import {FactList} from '@site/src/components/FactBox';
import type {MatchingRule} from '@site/src/data/filters';

/** How a list filter matches each kind of entry (banned words: plain text, regular expressions). */
export default function FilterMatching({rules}: {rules: readonly MatchingRule[]}): React.ReactElement {
  return <FactList facts={rules.map((rule) => ({term: rule.entries, content: rule.rule}))} />;
}
