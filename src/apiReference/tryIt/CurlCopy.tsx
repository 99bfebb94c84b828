import React, {useEffect, useState} from 'react';
import {curlSample, TOKEN_VARIABLE, type SampleRequest} from '../samples';

/**
 * "Copy as curl": the request as a curl command, in the form of the page's samples. The token stays
 * masked (the samples' shell variable) unless the reader chooses to include it.
 */
export default function CurlCopy({request, hasToken}: {request: () => SampleRequest | null; hasToken: boolean}): React.ReactElement {
  const [reveal, setReveal] = useState(false);
  const [copied, setCopied] = useState<{text: string; done: boolean; withToken: boolean} | null>(null);
  // "Forget" in the token bar forgets the token here too: a command shown with it goes.
  useEffect(() => {
    if (!hasToken) setCopied((shown) => (shown?.withToken ? null : shown));
  }, [hasToken]);
  const copy = () => {
    const built = request();
    if (!built) return;
    const withToken = reveal && hasToken;
    const text = curlSample(withToken ? built : {...built, token: {variable: TOKEN_VARIABLE}});
    if (!navigator.clipboard) {
      setCopied({text, done: false, withToken});
      return;
    }
    navigator.clipboard.writeText(text).then(
      () => setCopied({text, done: true, withToken}),
      () => setCopied({text, done: false, withToken}),
    );
  };
  return (
    <div className="api-try__curl">
      <button type="button" className="button button--secondary button--sm" onClick={copy}>
        Copy as curl
      </button>
      <label className="api-try__check">
        <input type="checkbox" checked={reveal} onChange={(event) => setReveal(event.target.checked)} disabled={!hasToken} /> Include my token
      </label>
      {copied && !(copied.withToken && !hasToken) && (
        <>
          <p role="status">{copied.done ? 'Copied.' : 'Copying was not allowed: select the command below and copy it.'}{!copied.withToken ? ` Set ${TOKEN_VARIABLE} in your shell first: the token is masked.` : ' It contains your token: keep it private.'}</p>
          <pre className="api-try__body">
            <code>{copied.text}</code>
          </pre>
        </>
      )}
    </div>
  );
}
