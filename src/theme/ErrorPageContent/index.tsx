// Theme override (replace). Why: The in-layout crash content matches the full-page crash screen and
// sets the spec’s title.
// Drop it when the theme’s crash content matches the spec. Listed in
// tests/unit/tripwires/themeOverrides.ts.
import React from 'react';
import Head from '@docusaurus/Head';
import type {Props} from '@theme/Error';
import CrashScreen from '@site/src/components/CrashScreen';

export default function ErrorPageContent({error, tryAgain}: Props): React.ReactElement {
  return (
    <>
      <Head>
        <title>Page Error</title>
      </Head>
      <CrashScreen error={error} tryAgain={tryAgain} />
    </>
  );
}
