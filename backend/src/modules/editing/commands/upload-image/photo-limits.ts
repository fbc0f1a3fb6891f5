/** The largest upload accepted, in bytes. */
export const maxPhotoBytes = 25 * 1024 * 1024;

/** The most pixels a photo may have: also sharp's decode limit, so a bomb is refused unread. */
export const maxPhotoPixels = 100_000_000;

export const notAPhotoMessage =
  'That file is not a photo we can use. Please choose a JPEG, PNG, WebP, AVIF or GIF image.';

export const tooLargeMessage = 'That photo is larger than 25 MB. Please choose a smaller file.';
