import React, {useEffect, useMemo} from 'react';
import {isLimitHeader, MAX_SHOWN_CHARS, type Answer, type Failure} from './send';

const ms = (value: number) => `${Math.round(value)} ms`;

/** Rate-limit headers and Retry-After first, called out; every other header the browser shows, folded. */
function Headers({headers}: {headers: [string, string][]}): React.ReactElement | null {
  const limits = headers.filter(([name]) => isLimitHeader(name));
  const others = headers.filter(([name]) => !isLimitHeader(name));
  const list = (entries: [string, string][]) => (
    <dl className="api-try__headers">
      {entries.map(([name, value]) => (
        <React.Fragment key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </React.Fragment>
      ))}
    </dl>
  );
  return (
    <>
      {limits.length > 0 && (
        <div className="api-try__limit">
          <p>
            <strong>Limits:</strong>
          </p>
          {list(limits)}
        </div>
      )}
      <details>
        <summary>Response headers ({headers.length})</summary>
        {others.length > 0 ? list(others) : <p>The browser shows no other header of this answer (an API shows a page only the headers it allows).</p>}
      </details>
    </>
  );
}

/** The answer in one line, as a screen reader announces it: status, time and kind, or why there is none. */
export function answerSummary(result: Answer | Failure): string {
  if (!('status' in result)) return `Result: ${failureTitle(result)}, ${ms(result.ms)}.`;
  return `Result: ${result.status} ${result.statusText}, ${ms(result.ms)}, ${kindOf(result)}.`;
}

const failureTitle = (result: Failure) => (result.kind === 'timeout' ? 'No answer' : result.kind === 'cancelled' ? 'Cancelled' : 'Request failed');
const kindOf = (result: Answer) => (result.isJson ? 'JSON' : result.mediaType || 'text');

/** The answer: status, time, headers, advice for failures, and the body (formatted JSON or text, cut when very long). */
export default function AnswerView({result}: {result: Answer | Failure}): React.ReactElement {
  const isAnswer = 'status' in result;
  const body = isAnswer ? result.body : '';
  const cut = body.length > MAX_SHOWN_CHARS;
  const download = useMemo(() => (cut ? URL.createObjectURL(new Blob([body], {type: isAnswer && result.isJson ? 'application/json' : 'text/plain'})) : null), [body, cut, isAnswer, result]);
  useEffect(() => () => (download ? URL.revokeObjectURL(download) : undefined), [download]);

  if (!isAnswer) {
    return (
      <div className="api-try__answer">
        <p className="api-try__status api-try__status--failed">
          {failureTitle(result)} · {ms(result.ms)}
        </p>
        <p role="alert">{result.advice}</p>
      </div>
    );
  }
  const ok = result.status >= 200 && result.status < 300;
  return (
    <div className="api-try__answer">
      <p className={`api-try__status ${ok ? 'api-try__status--ok' : 'api-try__status--failed'}`}>
        <strong>
          {result.status} {result.statusText}
        </strong>{' '}
        · {ms(result.ms)} · {kindOf(result)}
      </p>
      {result.advice && <p role="alert">{result.advice}</p>}
      <Headers headers={result.headers} />
      {result.notJson && (
        <p className="api-try__warning" role="alert">
          {result.notJson}
        </p>
      )}
      {body === '' ? (
        <p>The answer has no body.</p>
      ) : (
        <>
          {cut && download && (
            <p>
              The answer is {body.length.toLocaleString('en')} characters long; the first {MAX_SHOWN_CHARS.toLocaleString('en')} are shown.{' '}
              <a href={download} download={result.isJson ? 'answer.json' : 'answer.txt'}>
                Download the whole answer
              </a>
            </p>
          )}
          <pre className="api-try__body" tabIndex={0} aria-label="Answer body">
            <code>{cut ? body.slice(0, MAX_SHOWN_CHARS) : body}</code>
          </pre>
        </>
      )}
    </div>
  );
}
