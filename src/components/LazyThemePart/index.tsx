import React, {Suspense, type ComponentType, type ReactElement} from 'react';

/**
 * A theme component that this site's pages never or rarely render, as a component whose code
 * loads only where one is rendered. The theme imports these parts statically from components
 * every doc page has, so they would otherwise come with every first load. The server renders the
 * part in full (it waits for every lazy part); a page that shows one hydrates it once its code has
 * arrived, keeping the server's HTML until then. Nothing is shown while it loads after a
 * client-side navigation.
 */
export default function lazyThemePart<Props extends object>(load: () => Promise<{default: ComponentType<Props>}>): ComponentType<Props> {
  // React.lazy's own typing loses a generic component's props; the component is the same.
  const Part = React.lazy(load) as unknown as ComponentType<Props>;
  return function LazyThemePart(props: Props): ReactElement {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
