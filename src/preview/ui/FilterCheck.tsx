import React, {useEffect, useState} from 'react';
import type {PlatformId} from '../platforms';
import styles from './preview.module.css';

/** The bench's rules, on their own: fetched once the preview shows a reply, never with the page. */
const loadCheck = () => import(/* webpackChunkName: "reply-filter-check" */ '@site/src/tools/filterBench/replyCheck');

interface Checked {
  reply: string;
  platform: PlatformId;
  verdict: string;
  link: string;
}

/**
 * Under the bot's answer: when a viewer who posted the same words would be caught by a spam filter
 * at its starting settings (an emote wall, shouting, a long paragraph), says which and why, and
 * opens the filter bench with that line. Says nothing otherwise, or while the rules load.
 */
export default function FilterCheck({reply, platform}: {reply: string; platform: PlatformId}): React.ReactElement | null {
  const [checked, setChecked] = useState<Checked | null>(null);
  useEffect(() => {
    let current = true;
    loadCheck().then(
      async ({replyVerdict, replyBenchLink}) => {
        const verdict = replyVerdict(reply, platform);
        const link = verdict ? await replyBenchLink(reply, platform, window.location.origin) : '';
        if (current) setChecked(verdict ? {reply, platform, verdict, link} : null);
      },
      () => undefined, // offline: the answer above stands on its own
    );
    return () => {
      current = false;
    };
  }, [reply, platform]);
  if (!checked || checked.reply !== reply || checked.platform !== platform) return null;
  return (
    <p className={styles.note} data-filter-check="">
      {`A viewer who posts this answer would be caught by the spam filters at their starting settings. ${checked.verdict}. `}
      <a href={checked.link}>Check it in the filter bench</a>
    </p>
  );
}
