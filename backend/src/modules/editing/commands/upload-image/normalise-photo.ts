import { BadRequestException, UnsupportedMediaTypeException } from '@nestjs/common';
import sharp, { type Metadata } from 'sharp';
import { maxPhotoPixels, notAPhotoMessage } from './photo-limits.js';

export type NormalisedPhoto = {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
};

/** The format sharp found in the bytes, if it is one we take; AVIF is reported as HEIF/AV1. */
function acceptedFormat(metadata: Metadata): string | null {
  const { format } = metadata;
  if (format === 'jpeg' || format === 'png' || format === 'webp' || format === 'gif') return format;
  if (format === 'heif' && metadata.compression === 'av1') return 'avif';
  return null;
}

/**
 * Checks a photo by its content (never its name or declared type) and re-encodes it upright
 * without metadata (EXIF, GPS, ICC names): JPEG for photos, PNG when it has transparency or was
 * a PNG or GIF. The full resolution is kept for print; `/img` serves the smaller sizes.
 */
export async function normalisePhoto(bytes: Buffer): Promise<NormalisedPhoto> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedMediaTypeException(notAPhotoMessage);
  }
  const format = acceptedFormat(metadata);
  if (!format || !metadata.width || !metadata.height) {
    throw new UnsupportedMediaTypeException(notAPhotoMessage);
  }
  const pixels = metadata.width * (metadata.pageHeight ?? metadata.height);
  if (pixels > maxPhotoPixels) {
    throw new BadRequestException(
      `That photo is ${metadata.width} × ${metadata.height} pixels (${Math.round(pixels / 1e6)} megapixels); ` +
        `at most ${maxPhotoPixels / 1e6} megapixels are accepted. Please choose a smaller photo.`,
    );
  }
  const keepsPng = format === 'png' || format === 'gif' || metadata.hasAlpha === true;
  try {
    const pipeline = sharp(bytes, { limitInputPixels: maxPhotoPixels }).rotate();
    const encoded = keepsPng
      ? pipeline.png({ compressionLevel: 6 })
      : pipeline.jpeg({ quality: 92, chromaSubsampling: '4:4:4' });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      contentType: keepsPng ? 'image/png' : 'image/jpeg',
      width: info.width,
      height: info.height,
    };
  } catch {
    throw new UnsupportedMediaTypeException(notAPhotoMessage);
  }
}
