import { IMAGE_SIZE_OUT_OF_BOUNDS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { checkImage, FAVICON_FORMATS, PICTURE_FORMATS } from './images';

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** A PNG header naming its sides, as image-size reads it. */
function pngOf(width: number, height: number) {
  const header = Buffer.from(png.subarray(0, 33));
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return header;
}
const NOT = 'Not an image.';

describe('uploaded images', () => {
  it('takes images that decode, as the type their bytes say', () => {
    expect(checkImage(png, PICTURE_FORMATS, NOT)).toEqual({ type: 'image/png', ext: 'png' });
    expect(checkImage(gif, PICTURE_FORMATS, NOT)).toEqual({ type: 'image/gif', ext: 'gif' });
    expect(checkImage(pngOf(10_000, 1), PICTURE_FORMATS, NOT).ext).toBe('png');
  });

  it('refuses a signature alone, other formats, and sides out of 1 to 10000 pixels', () => {
    for (const bytes of [[0x89, 0x50, 0x4e, 0x47], [0xff, 0xd8, 0xff, 0xe0], [...Buffer.from('GIF89a')], [0, 0, 1, 0], []])
      expect(() => checkImage(new Uint8Array(bytes), FAVICON_FORMATS, NOT), String(bytes)).toThrow(NOT);
    expect(() => checkImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), FAVICON_FORMATS, NOT)).toThrow(NOT);
    for (const [w, h] of [
      [10_001, 1],
      [1, 20_000],
      [0, 5],
    ])
      expect(() => checkImage(pngOf(w!, h!), PICTURE_FORMATS, NOT), `${w}x${h}`).toThrow(IMAGE_SIZE_OUT_OF_BOUNDS);
  });
});
