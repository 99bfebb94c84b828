// @types/react-dom is not installed (src/search/modules.d.ts declares what search uses): the one entry point the try-it panels use.
declare module 'react-dom/client' {
  import type {ReactNode} from 'react';
  export interface Root {
    render(children: ReactNode): void;
    unmount(): void;
  }
  export function createRoot(container: Element): Root;
}
