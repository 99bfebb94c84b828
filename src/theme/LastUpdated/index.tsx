// Theme override (lazy). Why: "Last updated" code loads only on a page with update data (none:
// showLastUpdateTime is off).
// Drop it when the theme code-splits it. Listed in tests/unit/tripwires/themeOverrides.ts.
import type {Props} from '@theme/LastUpdated';
import lazyThemePart from '@site/src/components/LazyThemePart';

/**
 * The theme's "last updated" line. The theme renders it only for a page with update data, which
 * this site does not collect (`showLastUpdateTime: false`), so its code loads only if that changes.
 */
export default lazyThemePart<Props>(() => import('@theme-original/LastUpdated'));
