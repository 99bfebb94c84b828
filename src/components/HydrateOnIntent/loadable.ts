import React, {createElement, useEffect, useReducer, type ComponentType, type ReactNode} from 'react';

/** A component whose code is a chunk of its own, loaded when a page first wants it. */
export interface Loadable<Props> {
  /** The component, once its code has arrived; null before. */
  readonly current: ComponentType<Props> | null;
  /** Starts loading (once; again after a failure) and resolves with the component. */
  load(): Promise<ComponentType<Props>>;
  /** The component once its code has arrived, else nothing: a stable component to render in the browser. */
  readonly Loaded: ComponentType<Props>;
  /** The same component for the server render, which waits for every lazy part of a page. */
  readonly Lazy: ComponentType<Props>;
}

export function loadable<Props extends object>(importer: () => Promise<{default: ComponentType<Props>}>): Loadable<Props> {
  let pending: Promise<ComponentType<Props>> | null = null;
  const part = {
    current: null as ComponentType<Props> | null,
    load(): Promise<ComponentType<Props>> {
      pending ??= importer().then(
        (module) => (part.current = module.default),
        (error: unknown) => {
          pending = null; // a chunk that failed to load (offline) is asked for again next time
          throw error;
        },
      );
      return pending;
    },
    Loaded(props: Props): ReactNode {
      return part.current ? createElement(part.current, props) : null;
    },
    // React.lazy's own typing loses a generic component's props; the component is the same.
    Lazy: React.lazy(importer) as unknown as ComponentType<Props>,
  };
  return part;
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
