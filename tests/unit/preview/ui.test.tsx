// @vitest-environment jsdom
import React from 'react';
import {describe, expect, it, vi} from 'vitest';
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import Previewer from '@site/src/preview/ui/Previewer';
import {readDraft, writeDraft} from '@site/src/preview/ui/drafts';
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
  it('survive blocked storage and ignore malformed or foreign values', () => {
    const fallback = {reply: 'a', count: 1};
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readDraft('x', fallback)).toEqual(fallback);
    spy.mockRestore();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeDraft('x', fallback)).not.toThrow();
    vi.restoreAllMocks();
    localStorage.setItem('reply-preview:y', '{"reply": 5, "count": 2, "extra": "z"}');
    expect(readDraft('y', fallback)).toEqual({reply: 'a', count: 2});
    localStorage.setItem('reply-preview:z', 'not json');
    expect(readDraft('z', fallback)).toEqual(fallback);
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
