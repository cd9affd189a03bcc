import type { Config } from '../../config';
import { s3Storage } from './s3-storage';
import { diskStorage, type MediaStorage } from './storage';

/** The store the configuration names: S3 when its variables are set, the media folder otherwise. */
export function mediaStorageFor(config: Pick<Config, 'mediaDir' | 's3'>): MediaStorage {
  return config.s3 ? s3Storage(config.s3, config.mediaDir) : diskStorage(config.mediaDir);
}

/**
 * The store, checked: a bucket that is missing or refuses the credentials stops the start with a
 * ConfigError naming the variable, as any other bad configuration does.
 */
export async function openMediaStorage(config: Pick<Config, 'mediaDir' | 's3'>): Promise<MediaStorage> {
  const storage = mediaStorageFor(config);
  try {
    await storage.check();
    return storage;
  } catch (err) {
    await storage.close();
    throw err;
  }
}
