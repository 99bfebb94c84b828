/**
 * The types of a chatbot variable, inferred from its schema (./schema.ts), which says what each
 * field holds and the rules the build checks. Every page under /chatbot/variables is rendered from
 * a `VariableDoc`, and the index table from all of them.
 */
import type {z} from 'zod';
import type {
  notAFormSchema,
  noteSchema,
  outputFieldSchema,
  parameterSchema,
  syntaxFormSchema,
  variableSchema,
  variableTags,
  variableWithoutPageSchema,
  whereItWorksShape,
  workedExampleSchema,
} from './schema';

/** Tags from docs/tags.yml that variable pages use. */
export type VariableTag = (typeof variableTags)[number];

/** One way to write the variable. `form` always uses the ${...} spelling. */
export type SyntaxForm = z.input<typeof syntaxFormSchema>;

export type Parameter = z.input<typeof parameterSchema>;

/** A dotted field such as `sender.points`, with a sample value of our own. */
export type OutputField = z.input<typeof outputFieldSchema>;

export type WorkedExample = z.input<typeof workedExampleSchema>;

export type Note = z.input<typeof noteSchema>;

/** A spelling readers meet elsewhere that the bot does not have, and the form to write instead. */
export type NotAForm = z.input<typeof notAFormSchema>;

/** Where a variable works: its platforms (`null` where no source says), unconfirmed ones and notes. */
export type WhereItWorks = z.input<z.ZodObject<typeof whereItWorksShape>>;

export type VariableDoc = z.input<typeof variableSchema>;

/** A variable the bot understands that has no page here: the variables index lists it. */
export type VariableWithoutPage = z.input<typeof variableWithoutPageSchema>;
