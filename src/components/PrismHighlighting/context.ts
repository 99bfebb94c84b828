import {createContext} from 'react';
import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock/Content';

/**
 * The Prism highlighter for the code blocks below, or null. The code block reads it without
 * importing Prism, so only modules that render highlighted code carry Prism in their chunk.
 */
export const HighlighterContext = createContext<ComponentType<Props> | null>(null);
