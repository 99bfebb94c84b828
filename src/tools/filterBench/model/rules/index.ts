/** Every filter's rule, by filter. */
import type {FilterId} from '../types';
import {bannedWordsRule} from './bannedWords';
import {capsRule} from './caps';
import {emotesRule, paragraphRule, zalgoRule} from './counted';
import {languageRule} from './language';
import {linksRule} from './links';
import {oneManSpamRule} from './oneManSpam';
import {repetitionRule} from './repetition';
import type {Rule} from './shared';
import {symbolRule} from './symbol';

export const rules: Readonly<Record<FilterId, Rule>> = {
  bannedwords: bannedWordsRule,
  caps: capsRule,
  emotes: emotesRule,
  language: languageRule,
  links: linksRule,
  'one-man-spam': oneManSpamRule,
  paragraph: paragraphRule,
  repetition: repetitionRule,
  symbol: symbolRule,
  zalgo: zalgoRule,
};
