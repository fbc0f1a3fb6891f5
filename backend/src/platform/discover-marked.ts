import { DiscoveryService, type DiscoverableDecorator } from '@nestjs/core';

/** The instances of every provider marked with `decorator`, in module registration order. */
export function discoverMarked<T, Options = void>(
  discovery: DiscoveryService,
  decorator: DiscoverableDecorator<Options>,
): T[] {
  return discovery
    .getProviders({ metadataKey: decorator.KEY })
    .map((wrapper) => wrapper.instance as T)
    .filter((instance) => instance !== undefined && instance !== null);
}
