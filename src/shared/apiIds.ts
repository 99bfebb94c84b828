/**
 * The reference API's ids: 24 hexadecimal characters. The pattern the site's OpenAPI document gives
 * every id parameter, written once for the import that sets it (scripts/api/import), the build
 * rules that require it and the renderer that words it (plugins/openapi), and the try-it panels
 * that check a typed id against it (src/apiReference/tryIt).
 */
export const GUID_PATTERN = '^[0-9a-fA-F]{24}$';
