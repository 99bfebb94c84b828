/** Hands the visitor a file made in the page (nothing is uploaded). */
export function downloadText(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], {type}));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * JSON of whatever a tool holds, even what JSON.stringify refuses: a BigInt becomes its digits and
 * an object inside itself "[circular]", so the visitor's work can always be downloaded.
 */
export function jsonForDownload(value: unknown): string {
  const path: object[] = [];
  try {
    return JSON.stringify(
      value,
      function (this: unknown, _key, item: unknown) {
        if (typeof item === 'bigint') return item.toString();
        if (typeof item !== 'object' || item === null) return item;
        while (path.length > 0 && path.at(-1) !== this) path.pop();
        if (path.includes(item)) return '[circular]';
        path.push(item);
        return item;
      },
      2,
    );
  } catch (error) {
    return JSON.stringify({error: `This work could not be written out: ${error instanceof Error ? error.message : String(error)}`});
  }
}
