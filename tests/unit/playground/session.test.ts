import {describe, expect, it} from 'vitest';
import {applyAlert, initialSession, RECENT_LIMIT, type Session} from '@site/src/playground/logic/session';
import {sessionGroups, recentLists} from '@site/src/data/overlays/sessionKeys';

const get = (session: Session, key: string) => session.data[key] as Record<string, unknown>;

describe('session data', () => {
  it('starts with every documented key and every -recent list', () => {
    const session = initialSession();
    for (const key of sessionGroups.flatMap((group) => group.keys)) expect(session.data, key.key).toHaveProperty([key.key]);
    for (const list of recentLists) expect(session.data[list]).toEqual([]);
  });

  it('a tip updates latest, recent, sums, count and goal', () => {
    const session = applyAlert(initialSession(), 'tip-latest', {name: 'ash', amount: 6, message: 'hi'});
    expect(get(session, 'tip-latest')).toEqual({name: 'ash', amount: 6, message: 'hi'});
    expect(get(session, 'tip-session').amount).toBe(6);
    expect(get(session, 'tip-total').amount).toBe(6);
    expect(get(session, 'tip-count').count).toBe(1);
    expect(get(session, 'tip-goal').amount).toBe(6);
    expect(session.data['tip-recent']).toMatchObject([{name: 'ash', amount: 6, type: 'tip'}]);
    expect(session.recents[0]).toMatchObject({name: 'ash', type: 'tip'});
  });

  it('follows the donation/donator example of the docs: Ash 6, Brook 10, Ash 7', () => {
    let session = initialSession();
    for (const [name, amount] of [['Ash', 6], ['Brook', 10], ['Ash', 7]] as const) session = applyAlert(session, 'tip-latest', {name, amount});
    expect(get(session, 'tip-alltime-top-donation')).toEqual({name: 'Brook', amount: 10});
    expect(get(session, 'tip-alltime-top-donator')).toEqual({name: 'Ash', amount: 13});
  });

  it('counts followers one by one and keeps recent lists at 25 entries, newest first, and all recents in the order they happened', () => {
    let session = initialSession();
    for (let i = 0; i < 30; i += 1) session = applyAlert(session, 'follower-latest', {name: `f${i}`});
    expect(get(session, 'follower-session').count).toBe(30);
    expect(get(session, 'follower-goal').amount).toBe(30);
    expect(session.data['follower-recent']).toHaveLength(RECENT_LIMIT);
    expect((session.data['follower-recent'] as {name: string}[])[0]!.name).toBe('f29');
    expect(session.recents).toHaveLength(RECENT_LIMIT);
    // obj.detail.recents is in the order the events happened, oldest first, keeping the last ones.
    expect(session.recents.map((entry) => entry.name)).toEqual(Array.from({length: RECENT_LIMIT}, (_, i) => `f${30 - RECENT_LIMIT + i}`));
  });

  it('sorts subscriptions into new, resub and gifted', () => {
    let session = applyAlert(initialSession(), 'subscriber-latest', {name: 'a', amount: 1, tier: '1000'});
    session = applyAlert(session, 'subscriber-latest', {name: 'b', amount: 9, tier: '2000'});
    session = applyAlert(session, 'subscriber-latest', {name: 'c', amount: 1, gifted: true, sender: 'g'});
    expect(get(session, 'subscriber-new-latest').name).toBe('a');
    expect(get(session, 'subscriber-resub-latest')).toMatchObject({name: 'b', amount: 9});
    expect(get(session, 'subscriber-gifted-latest')).toEqual({name: 'g', amount: 1});
    expect(get(session, 'subscriber-session').count).toBe(3);
    expect(get(session, 'subscriber-latest')).toMatchObject({name: 'c', sender: 'g', gifted: true});
    expect((session.data['subscriber-recent'] as {tier: string}[])[1]!.tier).toBe('2000');
  });

  it('a community gift counts its subs once', () => {
    const session = applyAlert(initialSession(), 'subscriber-latest', {name: 'g', amount: 5, bulkGifted: true, sender: 'g'});
    expect(get(session, 'subscriber-session').count).toBe(5);
    expect(get(session, 'subscriber-gifted-latest')).toEqual({name: 'g', amount: 5});
    expect(get(session, 'subscriber-gifted-session').count).toBe(5);
    // The single subs that follow, one per recipient, are the same five subs.
    let after = session;
    for (const name of ['r1', 'r2', 'r3', 'r4', 'r5']) after = applyAlert(after, 'subscriber-latest', {name, amount: 1, gifted: true, isCommunityGift: true, sender: 'g'});
    for (const key of ['subscriber-session', 'subscriber-week', 'subscriber-month', 'subscriber-total', 'subscriber-gifted-session']) expect(get(after, key).count, key).toBe(5);
    expect(get(after, 'subscriber-latest')).toMatchObject({name: 'r5', sender: 'g'});
  });

  it('never changes the session it is given', () => {
    const before = initialSession();
    const snapshot = JSON.stringify(before);
    applyAlert(before, 'cheer-latest', {name: 'x', amount: 100});
    expect(JSON.stringify(before)).toBe(snapshot);
  });
});
