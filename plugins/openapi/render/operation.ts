/** One operation on /api: heading, endpoint, scopes, meaning, parameters, body, answers, samples, try-it. */
import type {Element, ElementContent} from 'hast';
import {h} from 'hastscript';
import {scopesFor, type Operation} from '../../../src/apiReference/model';
import {SAMPLE_LANGUAGES} from '../snippets';
import {dataTable, heading, inline} from './inline';
import {constraintsOf, typeOf} from './schemaText';

const text = (value: string): ElementContent => ({type: 'text', value});
/** Examples longer than this stay out of the page (they are in openapi.json and the Markdown twin's source). */
const MAX_EXAMPLE_CHARS = 6000;

export interface OperationRenderContext {
  /** The address most operations live under (the document's first server). */
  defaultServer?: string;
  /** Title of a docs page by route. */
  pageTitle: (route: string) => string | undefined;
  /** The operation's request sample in the first language (curl). */
  sample: (op: Operation) => string;
}

/**
 * The operation's hidden search words, on its heading: method and path without the parameters,
 * as people type them (`GET /activities`), and its scopes. The heading text stays the
 * summary, so a query that is exactly the summary still counts as an exact title.
 */
export function searchKeywords(op: Operation): string {
  const method = op.method.toUpperCase();
  const bare = op.path.replace(/\/\{[^}]+\}/g, '') || '/';
  return [`${method} ${bare}`, ...scopesFor(op)].join(',');
}

/** Method, path and scopes, under the heading. */
/** The API version an address ends in ("v3" of …/kappa/v3), or the whole address. */
const versionOf = (server: string) => /\/(v\d+)\/?$/.exec(server)?.[1] ?? server;

export function endpoint(op: Operation, defaultServer?: string): Element {
  // An operation under another address than the rest (the giveaways, under v3) says so where its path is.
  const elsewhere = defaultServer !== undefined && op.server !== '' && op.server !== defaultServer;
  return h('p', {className: ['api-ref__endpoint'], dataSearchSkip: ''}, [
    h('span', {className: ['api-ref__method', `api-ref__method--${op.method}`]}, op.method.toUpperCase()),
    text(' '),
    h('code', op.path),
    ...(elsewhere ? [text(' '), h('span', {className: ['api-ref__server'], title: `Relative to ${op.server}`}, `API ${versionOf(op.server)}`)] : []),
    ...op.scopes.flatMap((scope) => [text(' '), h('span', {className: ['api-ref__scope'], title: 'OAuth2 scope'}, scope)]),
    ...op.inferredScopes.flatMap((scope) => [text(' '), h('span', {className: ['api-ref__scope', 'api-ref__scope--likely'], title: 'Likely OAuth2 scope: the provider does not state it per operation'}, `likely ${scope}`)]),
  ]);
}

const SCHEME_WORDS: Record<string, string> = {jwtBearer: 'the channel’s JWT', oAuth2: 'an OAuth2 access token', overlayToken: 'an overlay’s API token'};

const codes = (scopes: string[]): ElementContent[] => scopes.flatMap((scope, i) => [...(i > 0 ? [text(' or ')] : []), h('code', scope)]);

/** What authorizes the call, in words: every scheme the document allows, and the scope stated or inferred. */
function authLine(op: Operation): Element {
  const schemes = op.schemes.map((scheme) => SCHEME_WORDS[scheme] ?? scheme);
  const scope: ElementContent[] =
    op.scopes.length > 0
      ? [text(' OAuth2 scope: '), ...codes(op.scopes), text('.')]
      : op.inferredScopes.length > 0
        ? [text(' OAuth2 scope: likely '), ...codes(op.inferredScopes), text('; the provider does not state it per operation.')]
        : op.schemes.includes('oAuth2')
          ? [text(' OAuth2 scope: the provider names none for this operation.')]
          : [];
  return h('p', {className: ['api-ref__auth'], dataSearchSkip: ''}, [h('strong', 'Authorization:'), text(` ${schemes.join(', ').replace(/, ([^,]*)$/, ' or $1')}.`), ...scope]);
}

/** Parameters in three columns, so the table fits the operation's column beside the samples. */
function parametersTable(op: Operation): ElementContent[] {
  if (op.parameters.length === 0) return [h('p', 'No parameters.')];
  const typeAndLimits = (p: Operation['parameters'][number]) => {
    const constraints = constraintsOf(p.schema);
    return [...typeOf(p.schema), ...(constraints.length > 0 ? [text('; '), ...constraints] : [])];
  };
  return [
    dataTable(
      ['Name', 'Type', 'Meaning'],
      op.parameters.map((p) => [
        [h('code', p.name), h('br'), h('span', {className: ['api-ref__where']}, `${p.in}, ${p.required ? 'required' : 'optional'}`)],
        typeAndLimits(p),
        inline(p.description),
      ]),
      'Parameters',
    ),
  ];
}

/** An example answer, labelled as what it is: JSON, or plain text such as "Created". */
function example(title: string, value: unknown, mediaType: string | undefined, open = false): ElementContent[] {
  if (value === undefined) return [];
  const isJson = mediaType === undefined || /json$/.test(mediaType);
  const shown = isJson && typeof value !== 'string' ? JSON.stringify(value, null, 2) : String(value);
  if (shown.length > MAX_EXAMPLE_CHARS) {
    return [h('p', {className: ['api-ref__note']}, [text(`${title}: too long for this page; it is in `), h('a', {href: '/api/openapi.json'}, 'openapi.json'), text('.')])];
  }
  const language = isJson ? 'language-json' : 'language-text';
  return [h('details', {className: ['api-ref__example'], open}, [h('summary', title), h('pre', {className: [language], tabIndex: 0}, h('code', {className: [language]}, shown))])];
}

function requestBody(op: Operation): ElementContent[] {
  if (!op.body) return [];
  const description = op.body.description?.trim();
  // A description is a sentence of its own, with or without its full stop.
  const closed = description ? /[.!?]$/.test(description) : false;
  return [
    h('p', [
      h('strong', 'Request body'),
      text(` (JSON${op.body.required ? ', required' : ''}): `),
      ...typeOf(op.body.schema),
      ...(description ? [text('. '), ...inline(description)] : []),
      text(`${closed ? '' : '.'} The sample sends its example.`),
    ]),
  ];
}

function responses(op: Operation): ElementContent[] {
  return [
    dataTable(
      ['Status', 'Meaning', 'Body'],
      op.responses.map((r) => [[h('code', r.status)], [text(r.description)], r.schema ? [...typeOf(r.schema), ...(r.mediaType && r.mediaType !== 'application/json' ? [text(` (${r.mediaType})`)] : [])] : [text('none documented')]]),
      'Responses',
    ),
  ];
}

/** The example answers, beside the operation on wide screens: the first success open, the rest closed. */
function exampleAnswers(op: Operation): ElementContent[] {
  const firstSuccess = op.responses.find((r) => r.example !== undefined && r.status.startsWith('2'));
  return op.responses.flatMap((r) => example(`Example answer (${r.status})`, r.example, r.mediaType, r === firstSuccess));
}

/**
 * The request sample: curl in the page (readable without JavaScript), the other languages fetched
 * when the reader picks one (plugins/openapi writes one file per language). The languages are a row
 * of pressed/unpressed buttons, not a native select: Chromium lays out the whole page once per
 * select when parsing ends, and with the operations skipped off screen (content-visibility)
 * 137 selects made that a blocking task of seconds on a phone. The row and the copy button need
 * JavaScript (`data-needs-js`); src/apiReference/enhance handles them. The copy button sits on the
 * title's line and the languages on their own line below, in reading order.
 */
function samples(op: Operation, code: string): ElementContent {
  const [first] = SAMPLE_LANGUAGES;
  return h('div', {className: ['api-ref__samples']}, [
    h('div', {className: ['api-ref__sample-bar']}, [
      h('span', {className: ['api-ref__sample-title']}, 'Request sample'),
      h('button', {type: 'button', className: ['api-ref__copy'], dataCopy: '', dataNeedsJs: ''}, 'Copy'),
      h(
        'div',
        {className: ['api-ref__langs'], role: 'group', ariaLabel: `Sample language for ${op.summary}`, dataNeedsJs: ''},
        SAMPLE_LANGUAGES.map((language) =>
          h('button', {type: 'button', className: ['api-ref__lang'], dataSampleLang: language.id, ariaPressed: language === first ? 'true' : 'false'}, language.label),
        ),
      ),
    ]),
    h('pre', {className: [`language-${first!.prism}`], tabIndex: 0, dataLang: first!.id, ariaLabel: `${first!.label} sample`}, h('code', {className: [`language-${first!.prism}`]}, code)),
  ]);
}

export function renderOperation(op: Operation, context: OperationRenderContext): Element {
  const page = op.explainedBy ? context.pageTitle(op.explainedBy) : undefined;
  return h('section', {className: ['api-ref__operation'], dataOperation: op.id, dataMethod: op.method, dataPath: op.path}, [
    heading(3, op.anchor, op.summary, searchKeywords(op)),
    h('div', {className: ['api-ref__columns']}, [
      h('div', {className: ['api-ref__main']}, [
        endpoint(op, context.defaultServer),
        authLine(op),
        // Search finds an operation by its heading and endpoint line; its prose would push the index
        // over its size budget (plugins/search-index/README.md), so it stays in the page and the twin only.
        // Everything below the endpoint lines is laid out only near the screen (styles.ts).
        h('div', {className: ['api-ref__details'], dataSearchSkip: ''}, [
          h('p', inline(op.description)),
          ...(op.explainedBy && page ? [h('p', {className: ['api-ref__explained']}, [text('Explained in '), h('a', {href: op.explainedBy}, page), text('.')])] : []),
          ...parametersTable(op),
          ...requestBody(op),
          ...responses(op),
        ]),
        h('div', {className: ['api-ref__try'], dataTryIt: op.id}, [
          h('button', {type: 'button', className: ['button', 'button--secondary', 'button--sm'], dataNeedsJs: '', dataTryItOpen: op.id, ariaExpanded: 'false'}, 'Try it'),
        ]),
      ]),
      h('div', {className: ['api-ref__aside'], dataSearchSkip: '', role: 'group', ariaLabel: `${op.summary}: sample and example answers`}, [samples(op, context.sample(op)), ...exampleAnswers(op)]),
    ]),
  ]);
}
