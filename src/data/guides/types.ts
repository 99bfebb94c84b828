/**
 * Shape of the chatbot guides (/chatbot/guides/<slug>): task-first pages that build one feature from
 * custom commands or timers. The guide's prose is MDX; what repeats from guide to guide (the custom
 * commands it has you create, and the list of guides on the index) is data, rendered by
 * src/components/GuideCommand and the guides index.
 */
import type {ChatLine} from '@site/src/components/ChatExample';
import type {Platform} from '../platforms';
import type {UserLevelId} from '../userLevels';

/** One custom command a guide has the reader create in the dashboard's command editor. */
export interface GuideCommand {
  /** What viewers type, without the `!`: lowercase letters and digits. */
  name: string;
  userLevel: UserLevelId;
  /** The reply, in the site's `${…}` spelling. */
  reply: string;
  /** Advanced settings › User cooldown, in seconds, when the guide sets one. */
  userCooldownSeconds?: number;
  /** Command aliases: more names, without the `!`, that run the same command. */
  aliases?: readonly string[];
  /**
   * What the chat shows when someone runs it: the chatter's line, then the bot's. Left out where
   * the bot's words come from a service the guide does not control.
   */
  chat?: readonly ChatLine[];
}

export interface Guide {
  /** Route segment: /chatbot/guides/<slug>; the page is docs/chatbot/guides/<slug>.mdx. */
  slug: string;
  /** The page's title, as its front matter writes it. */
  title: string;
  /** One sentence for the guides index: what the reader ends up with. */
  outcome: string;
  /** The platforms the provider's guide is written for, where it names them; left out, it names none. */
  platforms?: readonly Platform[];
  /** The custom commands the guide creates, by the key its page uses. */
  commands: Readonly<Record<string, GuideCommand>>;
}
