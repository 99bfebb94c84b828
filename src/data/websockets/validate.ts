/**
 * The build's check of the websocket gateway facts: every row of the field and error tables against
 * its schema (./schema.ts), the rate-limit error being one of the error codes, and every example
 * message on the gateway page passing the request or server message schema and naming a topic the
 * site documents.
 */
import Ajv from 'ajv';
import {tableProblems, type Table} from '../validation/tables';
import type {DataContext, Problem} from '../validation/problems';
import {errorCodes, envelopeFields, limits, requestFields, tokenTypes} from './gateway';
import {gatewayMessages, requestSchema, serverMessageSchema} from './messages';
import {errorCodeSchema, fieldRowSchema, tokenTypeRowSchema} from './schema';

/** A message as the gateway page shows it: what a check reads of it. */
type ExampleMessage = {readonly type: string; readonly topic?: string; readonly data?: {readonly topic?: string; readonly [field: string]: unknown}};

export interface GatewayData {
  tokenTypes: typeof tokenTypes;
  requestFields: typeof requestFields;
  envelopeFields: typeof envelopeFields;
  errorCodes: typeof errorCodes;
  limits: {rateLimitError: string};
  gatewayMessages: Readonly<Record<string, ExampleMessage>>;
}

export const gatewayData: GatewayData = {tokenTypes, requestFields, envelopeFields, errorCodes, limits, gatewayMessages};

const ajv = new Ajv({allErrors: true, strict: true, allowUnionTypes: true});

/** `topicNames`: every topic the site documents, with or without a page. */
export function validateGateway(context: DataContext, topicNames: ReadonlySet<string>, data: GatewayData = gatewayData): Problem[] {
  const fileOf = (name: string) => context.fileOf('websockets', name);
  const list = [
    {name: 'tokenTypes', rows: data.tokenTypes, key: (row) => row.name, shape: tokenTypeRowSchema} satisfies Table<GatewayData['tokenTypes'][number]>,
    {name: 'requestFields', rows: data.requestFields, key: (row) => row.name, shape: fieldRowSchema} satisfies Table<GatewayData['requestFields'][number]>,
    {name: 'envelopeFields', rows: data.envelopeFields, key: (row) => row.name, shape: fieldRowSchema} satisfies Table<GatewayData['envelopeFields'][number]>,
    {name: 'errorCodes', rows: data.errorCodes, key: (row) => row.code, shape: errorCodeSchema} satisfies Table<GatewayData['errorCodes'][number]>,
  ] as unknown as Table<unknown>[];
  const problems = list.flatMap((table) => tableProblems(table, fileOf(table.name)));
  if (!data.errorCodes.some((row) => row.code === data.limits.rateLimitError))
    problems.push({file: fileOf('limits'), message: `limits rateLimitError: "${data.limits.rateLimitError}" is not one of the errorCodes`});

  const requests = ajv.compile(requestSchema as object);
  const server = ajv.compile(serverMessageSchema as object);
  for (const [name, message] of Object.entries(data.gatewayMessages)) {
    const isRequest = message.type === 'subscribe' || message.type === 'unsubscribe';
    const validate = isRequest ? requests : server;
    const entry = `gatewayMessages.${name}`;
    const add = (field: string, problem: string) => problems.push({file: fileOf('gatewayMessages'), message: `${entry} ${field}: ${problem}`});
    if (!validate(message))
      for (const error of validate.errors ?? []) add(error.instancePath.slice(1).replace(/\//g, '.') || '(message)', `${error.message ?? 'is invalid'} (against ${isRequest ? 'requestSchema' : 'serverMessageSchema'})`);
    const topic = message.data?.topic ?? message.topic;
    if (topic !== undefined && !topicNames.has(topic)) add('topic', `"${topic}" is not a topic in src/data/topics`);
  }
  return problems;
}
