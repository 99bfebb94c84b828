import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkedDocument} from '@site/plugins/openapi/reference';
import {documentPath} from '@site/src/data/api/paths';

/** Bad input fails the build with the file and the place: the check the build runs (plugins/openapi). */
const original = readFileSync(documentPath, 'utf8');
const dir = mkdtempSync(path.join(tmpdir(), 'openapi-'));

async function failureOf(name: string, text: string): Promise<string> {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  try {
    await checkedDocument(file);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${name}: the check accepted a broken document`);
}

const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

describe('an invalid reference API document', () => {
  it('with a broken $ref fails, naming the file, line and pointer', async () => {
    const needle = "$ref: '#/components/schemas/Timer'";
    const broken = original.replace(needle, "$ref: '#/components/schemas/NoSuchSchema'");
    const message = await failureOf('broken-ref.yaml', broken);
    expect(message).toMatch(new RegExp(`broken-ref\\.yaml:${lineOf(original, needle)}:\\d+ #/paths/.+/schema/items \\(no-unresolved-refs\\)`));
  });

  it('with an unknown tag fails, naming the file, line and pointer', async () => {
    const needle = 'operationId: listTimers\n      summary: List timers\n      description: >-';
    const at = original.indexOf(needle);
    const tagLine = original.indexOf('        - Chatbot timers', at);
    const broken = `${original.slice(0, tagLine)}        - Timers nobody declared${original.slice(tagLine + '        - Chatbot timers'.length)}`;
    const message = await failureOf('unknown-tag.yaml', broken);
    expect(message).toMatch(/unknown-tag\.yaml:\d+:\d+ #\/paths\/~1bot~1timers~1\{channel\}\/get\/tags\/0 \((operation-tag-defined|site)\)/);
  });

  it('with a duplicate operationId fails, naming the file, line and pointer', async () => {
    const broken = original.replace('operationId: createTimer', 'operationId: listTimers');
    const message = await failureOf('duplicate-id.yaml', broken);
    // Redocly points at the operationId's value.
    expect(message).toMatch(new RegExp(`duplicate-id\\.yaml:${lineOf(original, 'operationId: createTimer')}:\\d+ #/paths/~1bot~1timers~1\\{channel\\}/post/(operationId|listTimers) \\(operation-operationId-unique\\)`));
  });

  it('that is not YAML fails with the place of the syntax error', async () => {
    const message = await failureOf('not-yaml.yaml', `${original.slice(0, 200)}\n  : : [\n`);
    expect(message).toMatch(/not-yaml\.yaml:5:1 # \(yaml\): not valid YAML/);
  });
});
