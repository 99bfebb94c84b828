import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {describe, expect, it} from 'vitest';
import {sidebarOrder} from '../../../plugins/markdown-twins/sidebarOrder';

const doc = (id: string, permalink: string) => ({id, permalink, description: `About ${id}`});
const content = {
  loadedVersions: [
    {
      docs: [doc('index', '/'), doc('a/index', '/a'), doc('a/x', '/a/x'), doc('a/y', '/a/y'), doc('b/index', '/b/'), doc('b/z', '/b/z'), doc('loose', '/loose')],
      sidebars: {
        docs: [
          {type: 'category', label: 'A', items: [{type: 'doc', id: 'a/y'}, {type: 'doc', id: 'a/x'}]},
          {type: 'category', label: 'B', link: {type: 'doc', id: 'b/index'}, items: [{type: 'doc', id: 'b/z'}]},
        ],
      },
    },
  ],
} as unknown as LoadedContent;

describe('sidebarOrder', () => {
  it('follows the sidebar, puts a category page first and section pages before the pages below them', () => {
    expect(sidebarOrder(content).map((entry) => entry.route)).toEqual(['/', '/a', '/a/y', '/a/x', '/b', '/b/z', '/loose']);
  });

  it('is empty without docs content', () => {
    expect(sidebarOrder(undefined)).toEqual([]);
  });
});
