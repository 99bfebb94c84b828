import {describe, expect, it} from 'vitest';
import {loadDocument} from '@site/plugins/openapi/reference';
import {allOperations, tryItData, type Json, type Operation} from '@site/src/apiReference/model';
import {exampleRequest} from '@site/src/apiReference/exampleRequest';
import {checkBody, parameterProblem} from '@site/src/apiReference/tryIt/checkValues';
import {adviceFor} from '@site/src/apiReference/tryIt/send';

const document = loadDocument();
const operations = new Map(allOperations(document).map((op) => [op.id, op]));
const op = (id: string): Operation => operations.get(id)!;
const param = (id: string, name: string) => op(id).parameters.find((p) => p.name === name)!;
const schemas = ((document.components as Json).schemas ?? {}) as Record<string, Json>;

describe('try-it: values checked before sending', () => {
  it('names a malformed guid and a missing required value', () => {
    expect(parameterProblem(param('listTimers', 'channel'), '')).toBe('Enter a value: channel is required.');
    expect(parameterProblem(param('listTimers', 'channel'), 'not-an-id')).toMatch(/^channel must be an id of 24 hexadecimal characters \(0-9, a-f\); “not-an-id” has 9 characters and others than 0-9 and a-f\.$/);
    expect(parameterProblem(param('listTimers', 'channel'), '6a1f3c9e2b7d4e0f8c5a9b31')).toBeNull();
  });

  it('checks dates, integer limits and listed values', () => {
    expect(parameterProblem(param('listActivities', 'after'), '1767225600000')).toBeNull();
    expect(parameterProblem(param('listActivities', 'after'), '2026-03-01T18:00:00Z')).toBeNull();
    expect(parameterProblem(param('listActivities', 'after'), 'yesterday')).toMatch(/milliseconds since the epoch .* or an ISO 8601 date/);
    expect(parameterProblem(param('listActivities', 'limit'), '101')).toBe('limit must be at most 100.');
    expect(parameterProblem(param('listActivities', 'limit'), '2.5')).toBe('limit must be a whole number.');
    expect(parameterProblem(param('listActivities', 'types'), 'follow,tip')).toBeNull();
    expect(parameterProblem(param('listActivities', 'types'), 'follow,hug')).toMatch(/“hug” is not/);
    expect(parameterProblem(param('listActivities', 'types'), 'follow,')).toMatch(/^types has an empty item: remove the comma too many/);
    // Days and times that do not exist, which the browser's date parser lets through.
    for (const impossible of ['2026-02-30', '2026-02-31T24:00', '2026-13-01', '2026-04-31T10:00:00Z', '2026-03-01T23:60']) {
      expect(parameterProblem(param('listActivities', 'after'), impossible), impossible).toMatch(/or an ISO 8601 date/);
    }
    for (const real of ['2028-02-29', '2026-03-01 18:00', '2026-12-31T23:59:59.5+01:00']) expect(parameterProblem(param('listActivities', 'after'), real), real).toBeNull();
    expect(parameterProblem(param('controlOverlays', 'action'), 'explode')).toMatch(/^action must be one of reload, mute, unmute, pause, play/);
  });

  it('parses the body and checks it against the schema without eval', () => {
    expect(checkBody(op('createTimer'), '{"name": ', schemas)).toMatchObject({ok: false, problem: expect.stringMatching(/^The request body is not valid JSON/)});
    const wrong = checkBody(op('createTimer'), JSON.stringify({name: 'x', message: 'y', enabled: 'yes', chatLines: 1, online: {enabled: true, interval: 5}, offline: {enabled: true, interval: 5}}), schemas);
    expect(wrong).toMatchObject({ok: false, problem: expect.stringContaining('body/enabled')});
    expect(checkBody(op('createTimer'), JSON.stringify(op('createTimer').body!.example), schemas)).toMatchObject({ok: true});
  });

  it('says what to do for 401, 403 (naming the scope) and 429', () => {
    expect(adviceFor(401, op('listTimers'))).toMatch(/missing, mistyped or expired/);
    expect(adviceFor(403, op('listActivities'))).toMatch(/lacks the scope “activities:read”/);
    // An inferred scope is named as likely, never as the rule.
    expect(adviceFor(403, op('createTimer'))).toMatch(/likely the scope “bot:write” \(the provider does not state it per operation\)/);
    expect(adviceFor(429, op('listTimers'))).toMatch(/Wait a moment, then send again/);
    expect(adviceFor(200, op('listTimers'))).toBeUndefined();
  });

  it('loads only what the panels need: no prose, no answers, the body schemas', () => {
    const data = tryItData(document);
    expect(data.operations).toHaveLength(operations.size);
    expect(data.operations.every((o) => o.description === '' && o.responses.length === 0)).toBe(true);
    expect(Object.keys(data.schemas)).toContain('TimerInput');
    expect(Object.keys(data.schemas).length).toBeLessThan(Object.keys(schemas).length / 2);
  });
});

describe('example requests', () => {
  it('fill the documented examples into the path and send only the required query values', () => {
    const sample = exampleRequest(op('listActivities'));
    expect(sample.url).toBe(`${op('listActivities').server}/activities/6a1f3c9e2b7d4e0f8c5a9b31`);
    expect(sample.query).toEqual([]);
    const stats = exampleRequest(op('getChannelStats'));
    expect(stats.query.map(([name]) => name)).toEqual(op('getChannelStats').parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name));
    for (const operation of operations.values()) expect(exampleRequest(operation).url, operation.id).not.toMatch(/[<>{}]/);
  });

  it('refuses . and .. as a path value, which would change the address', () => {
    const channel = op('listTimers').parameters.find((p) => p.name === 'channel')!;
    expect(parameterProblem(channel, '..')).toMatch(/cannot be “..”/);
    expect(parameterProblem(channel, '.')).toMatch(/cannot be “.”/);
    const user = op('resetUserPoints').parameters.find((p) => p.in === 'path' && p.name === 'user')!;
    expect(parameterProblem(user, '..')).toMatch(/cannot be/);
    expect(parameterProblem(user, 'a..b')).toBeNull();
  });
});
