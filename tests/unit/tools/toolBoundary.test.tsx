// @vitest-environment jsdom
import React, {useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {fireEvent, render, screen, within} from '@testing-library/react';
import ToolBoundary, {ToolMemory} from '@site/src/components/ToolBoundary';
import {draftKeys} from '@site/src/tools/drafts/keys';
import {forgetUnsaved} from '@site/src/tools/drafts/store';

/** A tool with one field, kept in the mount's memory, that throws while rendering when told to. */
function FragileTool({memory, failWith}: {memory: ToolMemory<string>; failWith: {current: string}}) {
  const [text, setText] = useState(() => memory.read(() => ''));
  if (text === failWith.current) throw new Error(`Rendering "${text}" failed`);
  return (
    <label>
      Field
      <input
        value={text}
        onChange={(event) => {
          memory.keep(event.target.value);
          setText(event.target.value);
        }}
      />
    </label>
  );
}

describe('ToolBoundary', () => {
  it('replaces only the failed tool with a message and a restart, and keeps what was typed', () => {
    // React and jsdom report the caught error; the test only cares what the visitor sees.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const quiet = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', quiet);
    const memory = new ToolMemory<string>();
    const failWith = {current: 'boom'};
    render(
      <main>
        <p>The rest of the page</p>
        <ToolBoundary tool={{name: 'console', kept: 'Your topic and room are kept.'}}>
          <FragileTool memory={memory} failWith={failWith} />
        </ToolBoundary>
      </main>,
    );
    fireEvent.change(screen.getByLabelText('Field'), {target: {value: 'boom'}});
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The console stopped because of an error. Your topic and room are kept. The rest of the page still works.');
    expect(alert.textContent).toContain('Rendering "boom" failed');
    expect(screen.getByText('The rest of the page')).toBeTruthy();

    failWith.current = 'never';
    fireEvent.click(screen.getByRole('button', {name: 'Restart the console'}));
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText('Field') as HTMLInputElement).value).toBe('boom');
    window.removeEventListener('error', quiet);
  });
});

describe('ToolBoundary with a saved draft', () => {
  it('offers to open without the draft, and a restart that fails again opens without it, keeping it in the history', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const quiet = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', quiet);
    localStorage.clear();
    forgetUnsaved();
    const keys = draftKeys('boundary-test');
    localStorage.setItem(keys.current, JSON.stringify({text: 'breaks the tool'}));
    /** A tool that fails for as long as its saved draft is there. */
    function ToolOnDraft() {
      if (localStorage.getItem(keys.current) !== null) throw new Error('The saved draft broke the tool');
      return <p>The tool, without its draft</p>;
    }
    render(
      <ToolBoundary tool={{name: 'bench', kept: 'Your draft is kept.'}} draft={{tool: 'boundary-test'}}>
        <ToolOnDraft />
      </ToolBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('button', {name: 'Open without the saved draft'})).toBeTruthy();
    expect(within(alert).getByRole('button', {name: 'Download the saved draft'})).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', {name: 'Restart the bench'}));
    expect(screen.getByRole('alert').textContent).toContain('It stopped again right after restarting');
    fireEvent.click(screen.getByRole('button', {name: 'Restart the bench'}));
    expect(await screen.findByText('The tool, without its draft')).toBeTruthy();
    const history = JSON.parse(localStorage.getItem(keys.history) ?? '[]') as {label: string; text: string}[];
    expect(history).toEqual([expect.objectContaining({label: 'Set aside after the tool stopped on it', text: JSON.stringify({text: 'breaks the tool'})})]);
    window.removeEventListener('error', quiet);
  });
});
