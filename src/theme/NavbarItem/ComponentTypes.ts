// Theme override (eject). Why: Only the link item type the navbar uses; the others are first-load
// code no page renders.
// Drop it when the theme code-splits navbar item types. Listed in
// tests/unit/tripwires/themeOverrides.ts.
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';

/**
 * The navbar item types this site's navbar uses: plain links (`to` or `href`). The theme's own map
 * also carries dropdowns, version and locale menus and doc items: first-load code that no page
 * renders (docs-dev/performance.md, "Theme code no page needs"). An item of another type makes the build fail ("No NavbarItem component
 * found for type …"): add its component here, from `@theme/NavbarItem/<Type>NavbarItem`.
 */
const ComponentTypes = {default: DefaultNavbarItem};

export default ComponentTypes;
