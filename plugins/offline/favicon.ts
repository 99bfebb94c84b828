/**
 * /favicon.ico: browsers ask for it on every document without an icon link of its own (a raw
 * `.md`, `.json` or `.xml` view), so the site answers with its icon instead of a 404. The ICO
 * holds PNG images (every current browser reads those), one per size.
 */
export const FAVICON_FILE = 'favicon.ico';
export const FAVICON_SIZES = [16, 32, 48] as const;

const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;

/** An ICO file from PNG images of square sizes up to 256 px. */
export function icoFromPngs(images: readonly {size: number; png: Uint8Array}[]): Buffer {
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = HEADER_BYTES + ENTRY_BYTES * images.length;
  const entries = images.map(({size, png}) => {
    if (size < 1 || size > 256) throw new Error(`favicon: an ICO image is 1 to 256 px, not ${size}.`);
    const entry = Buffer.alloc(ENTRY_BYTES);
    entry.writeUInt8(size === 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size === 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({png}) => Buffer.from(png))]);
}
