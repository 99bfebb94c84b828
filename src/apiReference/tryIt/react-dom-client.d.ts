// @types/react-dom is not installed (see src/components/HydrateOnIntent/react-dom.d.ts): the one entry point the try-it panels use.
declare module 'react-dom/client' {
  import type {ReactNode} from 'react';
  export interface Root {
    render(children: ReactNode): void;
    unmount(): void;
  }
  export function createRoot(container: Element): Root;
}
