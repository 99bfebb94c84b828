/** Where the generated contract files are served (plugins/asyncapi writes them, pages link them). */
export const asyncApiJsonPath = '/websockets/asyncapi.json';
export const asyncApiYamlPath = '/websockets/asyncapi.yaml';

/** `channel.tips` → `/websockets/schemas/channel.tips.json`. */
export const topicSchemaPath = (topic: {name: string}): string => `/websockets/schemas/${topic.name}.json`;
