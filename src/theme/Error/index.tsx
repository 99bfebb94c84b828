// Theme override (replace). Why: The spec’s crash screen: "This page crashed." with its full stop,
// "Try again", causes separated by "Cause:", title "Page Error".
// Drop it when the core fallback’s texts match the spec. Listed in
// tests/unit/tripwires/themeOverrides.ts.
import React from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Layout from '@theme/Layout';
import type {Props} from '@theme/Error';
// The theme layout reads route context, which does not exist above the router's crash boundary.
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';
import CrashScreen from '@site/src/components/CrashScreen';

const crashRouteContext = {plugin: {name: 'site-crash-screen', id: 'default'}};

export default function Error({error, tryAgain}: Props): React.ReactElement {
  // The layout itself may be what crashed, so a bare crash screen is the fallback.
  return (
    <RouteContextProvider value={crashRouteContext}>
      <ErrorBoundary fallback={() => <CrashScreen error={error} tryAgain={tryAgain} />}>
        <Head>
          <title>Page Error</title>
        </Head>
        <Layout>
          <CrashScreen error={error} tryAgain={tryAgain} />
        </Layout>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
