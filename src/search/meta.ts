/** Name of the <meta> tag that carries the URL of the embedded index asset (empty: not built). */
export const INDEX_META_NAME = 'search-index';
