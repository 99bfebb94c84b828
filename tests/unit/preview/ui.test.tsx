// @vitest-environment jsdom
import React from 'react';
import {describe, expect, it, vi} from 'vitest';
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import Previewer from '@site/src/preview/ui/Previewer';
import {checkPreviewDraft} from '@site/src/preview/ui/drafts';
import {starterDraft} from '@site/src/preview/ui/draft';
import {forgetUnsaved} from '@site/src/tools/drafts/store';
import ReplyPreview from '@site/src/components/ReplyPreview';

const botText = () => {
  const chat = screen.getByRole('list', {name: 'Chat transcript: What chat would see'});
  const lines = within(chat).getAllByRole('listitem');
  return lines[lines.length - 1]?.textContent ?? '';
};

// Role queries over the whole panel are slow in jsdom on a busy machine; these are not timing tests.
describe('Previewer', () => {
  it('answers as the visitor types, and a diagnostic links to the variable', () => {
    localStorage.clear();
    render(<Previewer />);
    fireEvent.change(screen.getByLabelText('Reply'), {target: {value: 'Hi ${touser}, from ${sendr}'}});
    expect(botText()).toContain('Hi @Luna, from ${sendr}');
    expect(screen.getByRole('link', {name: 'About ${sender}'}).getAttribute('href')).toBe('/chatbot/variables/sender');
  });

  it('starts from the variable page’s first example and keeps the draft', () => {
    localStorage.clear();
    const {unmount} = render(<Previewer variable="args" />);
    expect((screen.getByLabelText('Reply') as HTMLTextAreaElement).value).toBe('${sender} says: ${1:}');
    expect(botText()).toContain('sunnyotter says: see you all tomorrow');
    fireEvent.change(screen.getByLabelText('Reply'), {target: {value: 'Edited ${1}'}});
    unmount();
    render(<Previewer variable="args" />);
    expect((screen.getByLabelText('Reply') as HTMLTextAreaElement).value).toBe('Edited ${1}');
  });

  it('sending moves counters on', () => {
    localStorage.clear();
    render(<Previewer />);
    fireEvent.change(screen.getByLabelText('Reply'), {target: {value: 'n=${count uitest}'}});
    expect(botText()).toContain('n=1');
    fireEvent.click(screen.getByRole('button', {name: 'Send in chat'}));
    expect(botText()).toContain('n=2');
    fireEvent.click(screen.getByRole('button', {name: 'Clear chat and counters'}));
    expect(botText()).toContain('n=1');
  });
});

describe('drafts', () => {
  it('survive blocked and full storage: the draft lives on in the page', () => {
    localStorage.clear();
    forgetUnsaved();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const {unmount} = render(<Previewer />);
    fireEvent.change(screen.getByLabelText('Reply'), {target: {value: 'Kept in memory ${sender}'}});
    expect(screen.getByRole('alert').textContent).toContain("The browser's storage for this site is full, so your draft was not saved.");
    unmount();
    vi.restoreAllMocks();
    render(<Previewer />);
    expect((screen.getByLabelText('Reply') as HTMLTextAreaElement).value).toBe('Kept in memory ${sender}');
  });

  it('a stored draft is checked field by field: wrong kinds fall back, with the reason', () => {
    const starter = starterDraft();
    const checked = checkPreviewDraft({reply: {text: 'x'}, message: '!so hi', level: 5, samples: 'oops', extra: 'z'}, starter);
    expect(checked).toEqual({
      ok: true,
      value: {...starter, message: '!so hi'},
      repairs: ['the sample values were not a set of values, so the defaults are back', '"reply" was not text, so the starting value is back', '"level" was not text, so the starting value is back'],
    });
    expect(checkPreviewDraft('not a draft', starter)).toEqual({ok: false, reason: 'it is not a set of fields'});
    expect(checkPreviewDraft({name: 'so', message: '!hug'}, starter)).toMatchObject({repairs: [expect.stringContaining('the command\'s name now comes from the chat message')]});
  });
});

describe('ReplyPreview launcher', () => {
  it('loads the previewer only when asked, then focuses the reply', async () => {
    localStorage.clear();
    render(<ReplyPreview />);
    const button = await screen.findByRole('button', {name: 'Open the reply preview'});
    expect(screen.queryByLabelText('Reply')).toBeNull();
    await act(async () => {
      fireEvent.click(button);
    });
    const reply = await screen.findByLabelText('Reply');
    expect(document.activeElement).toBe(reply);
  });
});
