/**
 * What every interactive tool says about itself, once, in its own folder (`<tool folder>/tool.json`,
 * registered in `src/tools/registry.ts`). The code around the tools reads it instead of naming each
 * tool: the Content-Security-Policy (`connect`), the first-load check and the tool benchmarks
 * (`loadsOnIntent`, `page`, `bench`), and the error boundary the tool's mount puts around it (`name`,
 * `kept`). CONTRIBUTING.md, "Add an interactive tool", is the recipe.
 */
// A namespace import: the build loads this file through Docusaurus's module loader, where `{z}` comes back undefined.
import * as z from 'zod';
import type {site} from '../site';

/** Addresses in `src/site.ts` whose origin a tool may open connections to (the CSP's connect-src). */
export const connectableAddresses = ['websocketGateway', 'apiBaseUrl'] as const satisfies readonly (keyof typeof site)[];

export const toolDescriptorSchema = z
  .object({
    /** Lower-case words joined by hyphens; the tool's folder need not match. */
    id: z.string().regex(/^[a-z]+(-[a-z]+)*$/, 'lower-case words joined by hyphens'),
    /** The tool in running text: "console" gives "The console stopped…" and "Restart the console". */
    name: z.string().min(3),
    /** The page the tool lives on (one of spec/routes.txt); its benchmark opens it. */
    page: z.string().startsWith('/'),
    /**
     * Text only the tool's own code contains (a label it renders): a first load whose scripts carry it
     * has loaded the tool before intent, which the first-load check reports.
     */
    loadsOnIntent: z.string().min(8),
    /** What a failure message promises about the visitor's work, when the mount wraps it in ToolBoundary. */
    kept: z.string().endsWith('.').optional(),
    /** `src/site.ts` addresses the tool connects to; each origin joins the CSP's connect-src. */
    connect: z.array(z.enum(connectableAddresses)).default([]),
    /** Its benchmark, a file in scripts/bench-tools/ that `npm run bench:tools` runs. */
    bench: z.string().regex(/^[a-z-]+\.mjs$/, 'a file name in scripts/bench-tools/, such as my-tool.mjs'),
  })
  .strict();

export type ToolDescriptor = z.infer<typeof toolDescriptorSchema>;
/** What ToolBoundary needs of a descriptor: a tool without `kept` has no boundary to put it in. */
export type BoundedTool = Pick<ToolDescriptor, 'name'> & {kept: string};
