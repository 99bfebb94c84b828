import Footer from '@theme-original/Footer';
import DocSidebar from '@theme-original/DocSidebar';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import TOC from '@theme-original/TOC';
import TOCCollapsible from '@theme-original/TOCCollapsible';
import NotFoundPage from '@site/src/theme/NotFound/Content/Page';
import {loaded} from './loadable';
import type * as BrowserParts from './parts';

/**
 * ./parts.ts for the server build (plugins/lean-first-load puts it in that module's place): the
 * same parts, there from the start, so that every page's HTML has them in full.
 */
export const footer: typeof BrowserParts.footer = loaded(Footer);
export const desktopSidebar: typeof BrowserParts.desktopSidebar = loaded(DocSidebar);
export const phoneSidebar: typeof BrowserParts.phoneSidebar = loaded(DocSidebarMobile);
export const phoneMenu: typeof BrowserParts.phoneMenu = loaded(MobileSidebar);
export const tableOfContents: typeof BrowserParts.tableOfContents = loaded(TOC);
export const collapsibleContents: typeof BrowserParts.collapsibleContents = loaded(TOCCollapsible);
export const notFound: typeof BrowserParts.notFound = loaded(NotFoundPage);
