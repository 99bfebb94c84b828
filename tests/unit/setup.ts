import {afterEach} from 'vitest';

// Testing Library only cleans up on its own when test globals are on; ours are not.
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const {cleanup} = await import('@testing-library/react');
  cleanup();
});
