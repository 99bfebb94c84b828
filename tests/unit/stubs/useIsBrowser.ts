import {useEffect, useState} from 'react';

/** Test stand-in for @docusaurus/useIsBrowser: false on the first render, true once mounted, as after hydration. */
export default function useIsBrowser(): boolean {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => setIsBrowser(true), []);
  return isBrowser;
}
