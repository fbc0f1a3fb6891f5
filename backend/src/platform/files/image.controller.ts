import {
  BadRequestException,
  Controller,
  Get,
  NotFoundException,
  Param,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { FileStore } from './file-store.js';
import { acceptsWebp, matchesEtag, parseImageSize } from './image-request.js';
import { chooseVariant, imageContentTypes, ImageVariants } from './image-variants.js';

/** Stored SVGs may be opened directly: they must not run scripts or fetch anything. */
const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * Serves any stored image: template artwork, thumbnails, people's photos. Optional `width` and
 * `height` bound the size (never enlarged); WebP for browsers that take it, else JPEG, or PNG
 * when the image has transparency. Files never change under their id, so answers are cached
 * for a year and revalidate with a strong ETag.
 */
@Controller('img')
export class ImageController {
  constructor(
    private readonly files: FileStore,
    private readonly variants: ImageVariants,
  ) {}

  @Get(':fileId')
  async serve(
    @Param('fileId') fileId: string,
    @Query() query: Record<string, unknown>,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const size = parseImageSize(query);
    if (!size.ok) throw new BadRequestException(size.message);
    const file = await this.files.info(fileId);
    if (!file || !imageContentTypes.has(file.contentType)) {
      throw new NotFoundException(`There is no image with the id ${fileId}.`);
    }
    const variant = chooseVariant(file, size.size, acceptsWebp(request.header('accept')));
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    response.setHeader('ETag', variant.etag);
    response.setHeader('Vary', 'Accept');
    if (variant.kind === 'svg') response.setHeader('Content-Security-Policy', svgPolicy);
    if (matchesEtag(request.header('if-none-match'), variant.etag)) {
      response.status(304).end();
      return;
    }
    const image = await this.variants.render(file, variant);
    response.setHeader('Content-Type', image.contentType);
    response.setHeader('Content-Length', image.bytes.length);
    response.status(200).end(image.bytes);
  }
}
