import {createElement, useEffect, useReducer, type ComponentType, type ReactNode} from 'react';

/** A component whose code is a chunk of its own, loaded when a page first wants it. */
export interface Loadable<Props> {
  /** The component, once its code has arrived; null before. */
  readonly current: ComponentType<Props> | null;
  /** Starts loading (once; again after a failure) and resolves with the component. */
  load(): Promise<ComponentType<Props>>;
  /** The component once its code has arrived, else nothing: a stable component to render. */
  readonly Loaded: ComponentType<Props>;
}

function withLoaded<Props extends object>(part: Omit<Loadable<Props>, 'Loaded'>): Loadable<Props> {
  return Object.assign(part, {
    Loaded(props: Props): ReactNode {
      return part.current ? createElement(part.current, props) : null;
    },
  });
}

/** A part the browser loads on demand (./parts.ts). */
export function loadable<Props extends object>(importer: () => Promise<{default: ComponentType<Props>}>): Loadable<Props> {
  let pending: Promise<ComponentType<Props>> | null = null;
  const part = withLoaded<Props>({
    current: null,
    load(): Promise<ComponentType<Props>> {
      pending ??= importer().then(
        (module) => ((part as {current: ComponentType<Props> | null}).current = module.default),
        (error: unknown) => {
          pending = null; // a chunk that failed to load (offline) is asked for again next time
          throw error;
        },
      );
      return pending;
    },
  });
  return part;
}

/** A part that is there from the start: what the server renders with (./parts.server.ts). */
export function loaded<Props extends object>(component: ComponentType<Props>): Loadable<Props> {
  return withLoaded<Props>({current: component, load: () => Promise.resolve(component)});
}

/**
 * Whether the part can render: true once `wanted` is true and its code has arrived. Wanting it
 * starts the download, and the caller re-renders when it arrives. A part loaded earlier is ready at
 * once.
 */
export function useLoaded<Props>(part: Loadable<Props>, wanted: boolean): boolean {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const ready = part.current !== null;
  useEffect(() => {
    if (!wanted || ready) return undefined;
    let mounted = true;
    part.load().then(
      () => mounted && arrived(),
      () => undefined, // the server's markup (or nothing) stays; the next intent asks again
    );
    return () => {
      mounted = false;
    };
  }, [wanted, ready, part]);
  return wanted && ready;
}
