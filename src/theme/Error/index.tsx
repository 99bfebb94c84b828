// Replaces the core fallback, whose heading lacks the spec's full stop ("This page crashed.").
import React, {Suspense, lazy} from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import type {Props} from '@theme/Error';
// The theme layout reads route context, which does not exist above the router's crash boundary.
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';
import CrashScreen from '@site/src/components/CrashScreen';

const crashRouteContext = {plugin: {name: 'site-crash-screen', id: 'default'}};

// Loaded only when something crashes: imported statically, the whole theme layout would be part of
// main.js and evaluated before every page's first render (README, Phone speed).
const Layout = lazy(() => import('@theme/Layout'));

export default function Error({error, tryAgain}: Props): React.ReactElement {
  // The layout itself may be what crashed (or fail to load), so a bare crash screen is the fallback,
  // and it shows while the layout loads.
  return (
    <RouteContextProvider value={crashRouteContext}>
      <ErrorBoundary fallback={() => <CrashScreen error={error} tryAgain={tryAgain} />}>
        <Head>
          <title>Page Error</title>
        </Head>
        <Suspense fallback={<CrashScreen error={error} tryAgain={tryAgain} />}>
          <Layout>
            <CrashScreen error={error} tryAgain={tryAgain} />
          </Layout>
        </Suspense>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
