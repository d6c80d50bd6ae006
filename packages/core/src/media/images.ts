import { IMAGE_MAX_SIDE, IMAGE_SIZE_OUT_OF_BOUNDS } from '@portal/contracts';
import { imageSize } from 'image-size';
import { invalid } from '../errors';

/** The image formats an upload may be, with the type it is stored as and its file extension. */
const formats = {
  png: { type: 'image/png', ext: 'png' },
  jpg: { type: 'image/jpeg', ext: 'jpg' },
  gif: { type: 'image/gif', ext: 'gif' },
  webp: { type: 'image/webp', ext: 'webp' },
  ico: { type: 'image/x-icon', ext: 'ico' },
} as const;
export type ImageFormat = keyof typeof formats;

/** Logos and asset images; a favicon may also be an ICO file. */
export const PICTURE_FORMATS: readonly ImageFormat[] = ['png', 'jpg', 'gif', 'webp'];
export const FAVICON_FORMATS: readonly ImageFormat[] = [...PICTURE_FORMATS, 'ico'];

/** What an upload is by its bytes: one of `accepted` whose header image-size reads, with its sides; undefined otherwise. */
function decode(body: Uint8Array, accepted: readonly ImageFormat[]) {
  try {
    const { type, width, height } = imageSize(body);
    const format = accepted.find((f) => f === type);
    return format && { ...formats[format], width, height };
  } catch {
    // image-size throws on bytes it cannot read as any image (a bare signature, a cut-off header).
    return undefined;
  }
}

/**
 * An uploaded image checked by its bytes, never by its declared type or name: it must be one of
 * `accepted` and decode, its width and height read (image-size) and each 1 to IMAGE_MAX_SIDE
 * pixels. Anything else is refused: `notImage` when it is no such image, IMAGE_SIZE_OUT_OF_BOUNDS
 * when its sides are out of bounds. Answers the type to store it as and its file extension.
 */
export function checkImage(body: Uint8Array, accepted: readonly ImageFormat[], notImage: string): { type: string; ext: string } {
  const image = decode(body, accepted);
  if (!image) throw invalid(notImage);
  const sides = [image.width, image.height];
  if (!sides.every((side) => Number.isInteger(side) && side >= 1 && side <= IMAGE_MAX_SIDE)) throw invalid(IMAGE_SIZE_OUT_OF_BOUNDS);
  return { type: image.type, ext: image.ext };
}
