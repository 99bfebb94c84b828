import type {ComponentProps} from 'react';
import type DocSidebar from '@theme/DocSidebar';
import type TOC from '@theme/TOC';
import type TOCCollapsible from '@theme/TOCCollapsible';
import type NotFoundContent from '@theme/NotFound/Content';
import {loadable} from './loadable';

/**
 * The theme parts that load on intent in the browser, each a chunk of its own. The server build
 * gets ./parts.server.ts in this module's place (plugins/lean-first-load), with the same parts
 * imported directly, so that it renders them in full.
 */
/** The theme's footer and phone menu take no props. */
type NoProps = Record<string, never>;

export const footer = loadable<NoProps>(() => import('@theme-original/Footer'));
export const desktopSidebar = loadable<ComponentProps<typeof DocSidebar>>(() => import('@theme-original/DocSidebar'));
export const phoneSidebar = loadable<ComponentProps<typeof DocSidebar>>(() => import('@theme/DocSidebar/Mobile'));
export const phoneMenu = loadable<NoProps>(() => import('@theme-original/Navbar/MobileSidebar'));
export const tableOfContents = loadable<ComponentProps<typeof TOC>>(() => import('@theme-original/TOC'));
export const collapsibleContents = loadable<ComponentProps<typeof TOCCollapsible>>(() => import('@theme-original/TOCCollapsible'));
export const notFound = loadable<ComponentProps<typeof NotFoundContent>>(() => import('@site/src/theme/NotFound/Content/Page'));
