import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';

/**
 * The navbar item types this site's navbar uses: plain links (`to` or `href`). The theme's own map
 * also carries dropdowns, version and locale menus and doc items: first-load code that no page
 * renders (docs-dev/performance.md, "Theme code no page needs"). An item of another type makes the build fail ("No NavbarItem component
 * found for type …"): add its component here, from `@theme/NavbarItem/<Type>NavbarItem`.
 */
const ComponentTypes = {default: DefaultNavbarItem};

export default ComponentTypes;
