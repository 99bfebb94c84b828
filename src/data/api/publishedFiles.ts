/** Where the build publishes the reference API document: static files, not routes. */
export const publishedJsonPath = '/api/openapi.json';
export const publishedYamlPath = '/api/openapi.yaml';
