/* global require, module */
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: postcss-loader requires plugins by path */
// A PostCSS plugin (CommonJS, loaded by postcss-loader from its path: Rspack hands loader options
// across to its loaders as JSON, so a plugin must be named by file, not passed as an object).
// It drops the selectors of the stylesheets matching `files` that name a class no content file
// names, then the rules and at-rules left empty. Selectors without classes (elements,
// attributes, :root variables, [data-theme]) always stay. It also drops those stylesheets' custom
// properties (`--ifm-…: value`) that no stylesheet reads with var() and no code names.
const {readFileSync, readdirSync, statSync} = require('node:fs');
const path = require('node:path');

/** Where class names can come from: the theme's code, the site's code and content, its config. */
const contentRoots = [
  'node_modules/@docusaurus/theme-classic/lib',
  'node_modules/@docusaurus/theme-common/lib',
  'node_modules/@docusaurus/core/lib/client',
  'node_modules/@docusaurus/plugin-content-docs/lib/client',
  'node_modules/@docusaurus/theme-search-algolia/lib/theme',
  'src',
  'docs',
  'plugins',
  'config',
  'docusaurus.config.ts',
  'sidebars.ts',
];
const contentFile = /\.(?:[cm]?[jt]sx?|mdx?|json|ya?ml|html)$/;

function* filesUnder(entry) {
  const stat = statSync(entry, {throwIfNoEntry: false});
  if (!stat) return;
  if (stat.isFile()) {
    if (contentFile.test(entry) && !entry.endsWith('.d.ts')) yield entry;
    return;
  }
  for (const name of readdirSync(entry)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    yield* filesUnder(path.join(entry, name));
  }
}

/** In Markdown, classes come from class attributes; prose words ("card", "hero", "tabs") do not count. */
function classAttributes(markdown) {
  return [...markdown.matchAll(/\bclass(?:Name)?=\{?\s*["'`]([^"'`]*)["'`]/g)].map((m) => m[1]).join(' ');
}

/**
 * Every word that could be a class name: runs of letters, digits, `-` and `_` in code, class
 * attribute values in Markdown. Class names built at run time (`alert--${type}`) leave their
 * prefix ("alert--"), which `isUsed` accepts.
 * @param {string} siteDir @param {string[]} [roots] @returns {Set<string>}
 */
function usedTokens(siteDir, roots = contentRoots) {
  const tokens = new Set();
  for (const root of roots) {
    for (const file of filesUnder(path.join(siteDir, root))) {
      const text = readFileSync(file, 'utf8');
      const classText = /\.mdx?$/.test(file) ? classAttributes(text) : text;
      for (const match of classText.matchAll(/[A-Za-z0-9_-]+/g)) tokens.add(match[0]);
    }
  }
  return tokens;
}

/** The other stylesheets whose var() calls can read the purged file's custom properties. */
const styleRoots = [
  'node_modules/@docusaurus/theme-classic/lib',
  'node_modules/@docusaurus/theme-common/lib',
  'node_modules/@docusaurus/theme-search-algolia/lib',
  'node_modules/@docsearch/css/dist',
  'src',
];

function* stylesheetsUnder(entry) {
  const stat = statSync(entry, {throwIfNoEntry: false});
  if (!stat) return;
  if (stat.isFile()) {
    if (entry.endsWith('.css')) yield entry;
    return;
  }
  for (const name of readdirSync(entry)) if (name !== 'node_modules' && !name.startsWith('.')) yield* stylesheetsUnder(path.join(entry, name));
}

/**
 * Custom properties something reads: every `var(--name` in the stylesheets, and every `--name`
 * token in code (inline styles, getPropertyValue).
 * @param {string} siteDir @param {Set<string>} tokens @param {string[]} [roots] @returns {Set<string>}
 */
function readCustomProperties(siteDir, tokens, roots = styleRoots) {
  const read = new Set([...tokens].filter((token) => token.startsWith('--')));
  for (const root of roots) {
    for (const file of stylesheetsUnder(path.join(siteDir, root))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/var\(\s*(--[\w-]+)/g)) read.add(match[1]);
    }
  }
  return read;
}

/** The tokens that end like a BEM class name built at run time: "alert--", "col--". @param {Set<string>} tokens */
function dynamicPrefixes(tokens) {
  return [...tokens].filter((t) => /[A-Za-z](?:--|__)$/.test(t));
}

/** Named somewhere, or built from a named prefix and a named suffix. @param {string} className @param {Set<string>} tokens @param {string[]} prefixes */
function isUsed(className, tokens, prefixes) {
  if (tokens.has(className)) return true;
  return prefixes.some((prefix) => className.startsWith(prefix) && tokens.has(className.slice(prefix.length)));
}

/** Class names a selector needs to match; classes inside :not(), :is(), :where(), :has() do not count. @param {string} selector */
function requiredClasses(selector) {
  let outer = selector;
  for (let previous = ''; previous !== outer; ) {
    previous = outer;
    outer = outer.replace(/:(?:not|is|where|has|matches)\([^()]*\)/g, '');
  }
  return [...outer.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]);
}

function insideKeyframes(rule) {
  for (let node = rule.parent; node; node = node.parent) {
    if (node.type === 'atrule' && /keyframes$/i.test(node.name)) return true;
  }
  return false;
}

/**
 * Drops the root's custom properties that neither `readElsewhere` nor the root's own remaining
 * declarations read, until none is left to drop (a property read only by dropped ones goes too).
 * @param {import('postcss').Root} root @param {Set<string>} readElsewhere
 */
function dropUnreadCustomProperties(root, readElsewhere) {
  for (let dropped = true; dropped; ) {
    const readHere = new Set();
    root.walkDecls((decl) => {
      for (const match of decl.value.matchAll(/var\(\s*(--[\w-]+)/g)) if (match[1] !== decl.prop) readHere.add(match[1]);
    });
    dropped = false;
    root.walkDecls(/^--/, (decl) => {
      if (readElsewhere.has(decl.prop) || readHere.has(decl.prop)) return;
      decl.remove();
      dropped = true;
    });
  }
}

const tokenCache = new Map();
const propertyCache = new Map();

/** @param {{siteDir: string, files: string}} options `files`: a regular expression source matched against each stylesheet's path */
function leanCssPurge({siteDir, files}) {
  const filesPattern = new RegExp(files);
  return {
    postcssPlugin: 'lean-css-purge',
    Once(root) {

      if (!filesPattern.test(root.source?.input.file ?? '')) return;
      if (!tokenCache.has(siteDir)) tokenCache.set(siteDir, usedTokens(siteDir));
      const tokens = tokenCache.get(siteDir);
      const prefixes = dynamicPrefixes(tokens);
      root.walkRules((rule) => {
        if (insideKeyframes(rule)) return;
        const kept = rule.selectors.filter((selector) => requiredClasses(selector).every((c) => isUsed(c, tokens, prefixes)));
        if (kept.length === 0) rule.remove();
        else if (kept.length < rule.selectors.length) rule.selectors = kept;
      });
      if (!propertyCache.has(siteDir)) propertyCache.set(siteDir, readCustomProperties(siteDir, tokens));
      const read = propertyCache.get(siteDir);
      dropUnreadCustomProperties(root, read);
      root.walkRules((rule) => {
        if (rule.nodes && rule.nodes.length === 0) rule.remove();
      });
      root.walkAtRules((atRule) => {
        if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
      });
    },
  };
}
leanCssPurge.postcss = true;

module.exports = leanCssPurge;
module.exports.usedTokens = usedTokens;
module.exports.isUsed = isUsed;
module.exports.dynamicPrefixes = dynamicPrefixes;
module.exports.requiredClasses = requiredClasses;
module.exports.readCustomProperties = readCustomProperties;
