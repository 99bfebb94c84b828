// @vitest-environment jsdom
import React from 'react';
import {describe, expect, it, vi} from 'vitest';
import {fireEvent, render, screen} from '@testing-library/react';
import ReplyPreview from '@site/src/components/ReplyPreview';
import WebsocketConsole from '@site/src/components/WebsocketConsole';
import WidgetPlayground from '@site/src/components/WidgetPlayground';
import FilterBench from '@site/src/components/FilterBench';
import {toolFolders} from '@site/src/tools/registry';

// Each tool's code, as its mount loads it on intent, replaced by one that fails while rendering.
const failing = (tool: string) => ({
  default: () => {
    throw new Error(`${tool} failed to render`);
  },
});
vi.mock('@site/src/console/ui/Console', () => failing('The console'));
vi.mock('@site/src/preview/ui/Previewer', () => failing('The preview'));
vi.mock('@site/src/playground/ui/Playground', () => failing('The playground'));
vi.mock('@site/src/tools/filterBench/ui/entry', () => failing('The filter bench'));

// Each tool's name and promise come from its descriptor (tool.json), as its mount reads them.
const cases = [
  {mount: <WebsocketConsole />, open: 'Open the console', tool: toolFolders['src/console']},
  {mount: <ReplyPreview />, open: 'Open the reply preview', tool: toolFolders['src/preview']},
  {mount: <WidgetPlayground />, open: 'Open playground', tool: toolFolders['src/playground']},
  {mount: <FilterBench />, open: 'Open the filter bench', tool: toolFolders['src/tools/filterBench']},
];


describe('each tool sits in its own error boundary', () => {
  for (const {mount, open, tool} of cases) {
    if (!tool?.kept) throw new Error('Each mount here is a registered tool with a boundary promise (tool.json).');
    const name = tool.name;
    it(`the ${name}: a failure is a message with a restart, and the page around it stays`, async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const quiet = (event: ErrorEvent) => event.preventDefault();
      window.addEventListener('error', quiet);
      render(
        <main>
          <h1>The page</h1>
          {mount}
        </main>,
      );
      const button = await screen.findByRole('button', {name: open});
      expect(button.hasAttribute('data-needs-js')).toBe(true);
      fireEvent.click(button);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(`The ${name} stopped because of an error. ${tool.kept}`);
      expect(screen.getByRole('button', {name: `Restart the ${name}`})).toBeTruthy();
      expect(screen.getByRole('heading', {name: 'The page'})).toBeTruthy();
      window.removeEventListener('error', quiet);
    });
  }
});
