// Interactive tools and optional parts load on intent (open, focus, click, a slow route change),
// never with a page. A first load passes when none of its scripts carries their code and no tool
// came to life on its own:
// - each interactive tool: the text its descriptor gives as `loadsOnIntent` (src/<tool>/tool.json),
//   which only its own code contains;
// - CodeMirror 6 (widget playground, any editor): class names of its base theme, which only its
//   code contains (docs text does not name them);
// - the search dialog (@docsearch/react's modal) and the embedded search engine and its index
//   (requests under assets/search/, reported apart by the caller);
// - the tools' shared draft history: text only its code contains;
// - the websocket console: a websocket opened during the load;
// - sandboxed previews (widget playground, reply preview): an iframe in the loaded page.
import {toolDescriptors} from './toolDescriptors.mjs';

const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const codeMarkers = [
  ...toolDescriptors().map(({name, folder, loadsOnIntent}) => ({tool: `${name} (${folder})`, pattern: new RegExp(escaped(loadsOnIntent))})),
  {tool: 'code editor (CodeMirror)', pattern: /cm-gutters|cm-activeLine|cm-scroller/},
  {tool: 'search dialog (DocSearch modal)', pattern: /DocSearch-StartScreen|DocSearch-Hit-source/},
  {tool: 'draft history (src/tools/drafts)', pattern: /Drafts that Reset, a restore/},
];

/**
 * @param {{scripts: {url: string, text: string}[], websockets: string[], iframes: number}} load
 * @returns {string[]} what loaded before intent
 */
export function toolsInFirstLoad({scripts, websockets, iframes}) {
  const found = [];
  for (const {url, text} of scripts) {
    for (const {tool, pattern} of codeMarkers) if (pattern.test(text)) found.push(`${tool} in ${new URL(url).pathname}`);
  }
  for (const url of websockets) found.push(`websocket opened: ${url}`);
  if (iframes > 0) found.push(`${iframes} iframe(s) in the page`);
  return found;
}
