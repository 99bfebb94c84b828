import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {withRouteScripts} from '../../plugins/route-scripts';
import {routeOfHtmlFile} from '../../plugins/shared/htmlFiles';
import {parseRoutesModule, routeChunkFiles} from '../../plugins/route-scripts/routeChunks';

// The shape Docusaurus generates in .docusaurus/routes.js: nested layout routes, exact leaves, a catch-all.
const routesModule = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/search',
    component: ComponentCreator('/search', '5de'),
    exact: true
  },
  {
    path: '/',
    component: ComponentCreator('/', '52c'),
    routes: [
      {
        path: '/chatbot/commands/default/8ball',
        component: ComponentCreator('/chatbot/commands/default/8ball', '6b9'),
        exact: true,
        sidebar: "docs"
      },
      {
        path: '/',
        component: ComponentCreator('/', 'e5f'),
        exact: true
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const data = {
  routes: parseRoutesModule(routesModule),
  routesChunkNames: {
    '/search-5de': {__comp: 'search', __context: {plugin: 'searchPlugin'}},
    '/-52c': {__comp: 'docsRoot', __props: 'version'},
    '/chatbot/commands/default/8ball-6b9': {__comp: 'docItem', content: 'eightBall'},
    '/-e5f': {__comp: 'home'},
  },
  chunkGroupFiles: {
    search: ['assets/js/search.1.js'],
    searchPlugin: ['assets/js/plugin.2.js'],
    docsRoot: ['assets/js/shared.3.js', 'assets/js/docsRoot.4.js', 'assets/css/docs.5.css'],
    version: ['assets/js/version.6.js'],
    docItem: ['assets/js/shared.3.js', 'assets/js/docItem.7.js'],
    eightBall: ['assets/js/eightBall.8.js'],
    home: ['assets/js/home.9.js'],
  },
};

describe('route scripts: a page runs its own route chunks before the app', () => {
  it('reads the generated route table, keyed like routesChunkNames.json', () => {
    const [search, root, notFound] = data.routes;
    expect(search).toEqual({path: '/search', key: '/search-5de', exact: true});
    expect(root?.routes?.map((r) => r.key)).toEqual(['/chatbot/commands/default/8ball-6b9', '/-e5f']);
    expect(notFound).toEqual({path: '*', key: '*'});
  });

  it('fails loudly on a route table of another shape', () => {
    expect(() => parseRoutesModule(`${routesModule}\nexport const more = require('x');`)).toThrow(/shape this plugin does not know/);
  });

  it('lists the JS of every route on the match, each once, in match order', () => {
    expect(routeChunkFiles('/chatbot/commands/default/8ball', data)).toEqual([
      'assets/js/shared.3.js',
      'assets/js/docsRoot.4.js',
      'assets/js/version.6.js',
      'assets/js/docItem.7.js',
      'assets/js/eightBall.8.js',
    ]);
    expect(routeChunkFiles('/', data)).toEqual(['assets/js/shared.3.js', 'assets/js/docsRoot.4.js', 'assets/js/version.6.js', 'assets/js/home.9.js']);
    expect(routeChunkFiles('/search', data)).toEqual(['assets/js/search.1.js', 'assets/js/plugin.2.js']);
  });

  it('needs nothing for a path only the catch-all matches, and fails on a chunk the bundler did not report', () => {
    expect(routeChunkFiles('/nowhere', {...data, routes: [data.routes[0]!, data.routes[2]!]})).toEqual([]);
    expect(() => routeChunkFiles('/search', {...data, chunkGroupFiles: {search: []}})).toThrow(/no chunk group named "searchPlugin"/);
  });

  it('puts the route chunks between runtime~main and main, without repeats', () => {
    expect(withRouteScripts(['/r.js', '/main.js'], ['/a.js', '/main.js', '/b.js'])).toEqual(['/r.js', '/a.js', '/b.js', '/main.js']);
  });

  it('knows which route a built page answers', () => {
    const out = path.join('/tmp', 'build');
    expect(routeOfHtmlFile(out, path.join(out, 'index.html'))).toBe('/');
    expect(routeOfHtmlFile(out, path.join(out, 'chatbot', 'commands', 'default', '8ball.html'))).toBe('/chatbot/commands/default/8ball');
    expect(routeOfHtmlFile(out, path.join(out, 'overlays', 'index.html'))).toBe('/overlays');
  });
});
