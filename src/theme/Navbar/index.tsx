// Theme override (wrap). Why: A navbar item that fails to render must not take the page down (spec
// §8): an error boundary around the theme’s navbar. And the hideable navbar hides only for the
// reader's own scrolling down (useNavbarFollowsReader.ts), and the phone menu takes focus, closes
// with Escape and gives focus back (useMobileMenuFocus.ts).
// Drop it when the theme isolates navbar item failures itself. Listed in
// tests/unit/tripwires/themeOverrides.ts.
import React from 'react';
import Navbar from '@theme-original/Navbar';
import type NavbarType from '@theme/Navbar';
import type {WrapperProps} from '@docusaurus/types';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import NavbarFallback from '@site/src/components/NavbarFallback';
import {useMobileMenuFocus} from './useMobileMenuFocus';
import {useNavbarFollowsReader} from './useNavbarFollowsReader';

type Props = WrapperProps<typeof NavbarType>;

/**
 * A navbar item that fails to render (spec §8) must not take the page down with it:
 * the page keeps a minimal navbar and the error, which names the item, goes to the console.
 */
export default function NavbarWrapper(props: Props): React.ReactElement {
  useNavbarFollowsReader();
  useMobileMenuFocus();
  return (
    <ErrorBoundary fallback={({error}) => <NavbarFallback error={error} />}>
      <Navbar {...props} />
    </ErrorBoundary>
  );
}
