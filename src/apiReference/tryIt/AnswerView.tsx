import React, {useEffect, useMemo} from 'react';
import {MAX_SHOWN_CHARS, type Answer, type Failure} from './send';

const ms = (value: number) => `${Math.round(value)} ms`;

/** The answer: status, time, advice for failures, and the body (formatted JSON or text, cut when very long). */
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
          {result.kind === 'timeout' ? 'No answer' : 'Request failed'} · {ms(result.ms)}
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
        · {ms(result.ms)} · {result.isJson ? 'JSON' : result.mediaType || 'text'}
      </p>
      {result.advice && <p role="alert">{result.advice}</p>}
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
