/**
 * The one registration of every interactive tool: its descriptor (`tool.json` in the tool's folder,
 * src/tools/descriptor.ts says what each field does). Read at build time (the CSP) and by the tests;
 * the scripts in scripts/bench read the same files. Relative imports: the build's plugins load it without the `@site` alias. A test checks that every tool.json under src/ is here.
 */
import {site} from '../site';
import {toolDescriptorSchema, type ToolDescriptor} from './descriptor';
import apiTryIt from '../apiReference/tryIt/tool.json';
import websocketConsole from '../console/tool.json';
import widgetPlayground from '../playground/tool.json';
import replyPreview from '../preview/tool.json';
import filterBench from './filterBench/tool.json';

const registered = {
  'src/apiReference/tryIt': apiTryIt,
  'src/console': websocketConsole,
  'src/playground': widgetPlayground,
  'src/preview': replyPreview,
  'src/tools/filterBench': filterBench,
} satisfies Record<string, unknown>;

/** A descriptor that breaks its schema stops the build with the file and the field. */
function checked(folder: string, raw: unknown): ToolDescriptor {
  const parsed = toolDescriptorSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(descriptor)'}: ${issue.message}`);
  throw new Error(`${folder}/tool.json: ${problems.join('; ')}`);
}

/** Each registered tool, by the folder that holds it. */
export const toolFolders: Record<string, ToolDescriptor> = Object.fromEntries(Object.entries(registered).map(([folder, raw]) => [folder, checked(folder, raw)]));

export const tools: ToolDescriptor[] = Object.values(toolFolders);

/** The origins the tools connect to, for the CSP's connect-src: each `src/site.ts` address a descriptor names. */
export function toolConnectOrigins(): string[] {
  return [...new Set(tools.flatMap((tool) => tool.connect.map((address) => new URL(site[address]).origin)))].sort();
}
