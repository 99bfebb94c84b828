import {describe, expect, it} from 'vitest';
import {buildCatalogue, catalogue} from '@site/src/playground/logic/catalogue';
import {listeners} from '@site/src/data/overlays/widgetEvents';
import {chatMessageFields} from '@site/src/data/overlays/chatMessage';

const payloadOf = (id: string) => catalogue.find((entry) => entry.id === id)?.payload;

describe('event catalogue, built from the documented listeners', () => {
  it('has an entry for every listener in src/data, in the data order', () => {
    const plain = catalogue.filter((entry) => !entry.id.includes('~')).map((entry) => entry.listener);
    expect(plain).toEqual(listeners.map((listener) => listener.name));
  });

  it('picks up a listener added to the data, with a payload built from the alert fields', () => {
    const extended = buildCatalogue([...listeners, {name: 'jewel-latest', when: 'New jewel.', fields: ''}]);
    const added = extended.find((entry) => entry.id === 'jewel-latest');
    expect(added).toMatchObject({isAlert: true, payload: {name: 'sample_jewel', amount: 1, message: ''}});
  });

  it('gives every -latest listener a name and an amount or a name alone (follows)', () => {
    for (const entry of catalogue.filter((item) => item.isAlert)) {
      expect(typeof entry.payload.name, entry.id).toBe('string');
      if (entry.listener !== 'follower-latest') expect(typeof entry.payload.amount, entry.id).toBe('number');
    }
  });

  it('offers the gift and community-gift forms of subscriber-latest', () => {
    expect(payloadOf('subscriber-latest~gift')).toMatchObject({gifted: true, sender: expect.any(String)});
    expect(payloadOf('subscriber-latest~community gift')).toMatchObject({bulkGifted: true, amount: 5});
    expect(payloadOf('subscriber-latest~one sub of a community gift')).toMatchObject({isCommunityGift: true, gifted: true});
  });

  it('fills the fields each other listener documents', () => {
    const message = payloadOf('message') as {data: Record<string, unknown>};
    for (const field of chatMessageFields.filter((item) => item.platform !== 'YouTube' && !item.path.includes(','))) expect(message.data, field.path).toHaveProperty(field.path);
    expect(payloadOf('delete-message')).toEqual({msgId: message.data.msgId});
    expect(payloadOf('delete-messages')).toEqual({userId: message.data.userId});
    expect(payloadOf('bot:counter')).toMatchObject({counter: expect.any(String), value: expect.any(Number)});
    expect(payloadOf('kvstore:update')).toMatchObject({data: {key: expect.stringMatching(/^customWidget\./), value: expect.any(Object)}});
    expect(payloadOf('widget-button')).toMatchObject({field: expect.any(String), value: expect.anything()});
  });

  it('hands out copies, so editing a payload never changes the catalogue', () => {
    const [first, second] = [buildCatalogue(), buildCatalogue()];
    (first[0]!.payload as {name: string}).name = 'changed';
    expect(second[0]!.payload.name).not.toBe('changed');
  });

  it('says which listeners are not confirmed, as their page does', () => {
    const unsure = listeners.filter((listener) => listener.unconfirmed);
    expect(unsure.length).toBeGreaterThan(0);
    for (const listener of unsure) {
      const entries = catalogue.filter((entry) => entry.listener === listener.name);
      expect(entries.length, listener.name).toBeGreaterThan(0);
      for (const entry of entries) expect(entry.unconfirmed, entry.id).toBe(listener.unconfirmed);
    }
    expect(catalogue.filter((entry) => entry.unconfirmed).every((entry) => unsure.some((listener) => listener.name === entry.listener))).toBe(true);
  });
});
