import { ConfigError } from '../config.ts';
import type { FileStorage } from './file-storage.ts';
import type { FileUrlSigner } from './file-urls.ts';
import { localFileStorage } from './local-file-storage.ts';
import { s3FileStorage } from './s3-file-storage.ts';

/** What features use for files: where they are kept and how addresses to them are made. */
export interface FileService {
  storage: FileStorage;
  urls: FileUrlSigner;
}

export interface FileStorageConfig {
  FILES_DIR: string;
  FILES_S3_BUCKET?: string | undefined;
  FILES_S3_ENDPOINT?: string | undefined;
  FILES_S3_REGION: string;
  AWS_ACCESS_KEY_ID?: string | undefined;
  AWS_SECRET_ACCESS_KEY?: string | undefined;
  AWS_SESSION_TOKEN?: string | undefined;
}

/** The S3 driver when FILES_S3_BUCKET is set, the local disk (FILES_DIR) otherwise. */
export function createFileStorage(config: FileStorageConfig): FileStorage {
  if (!config.FILES_S3_BUCKET) return localFileStorage(config.FILES_DIR);
  if (!config.AWS_ACCESS_KEY_ID || !config.AWS_SECRET_ACCESS_KEY) {
    throw new ConfigError('FILES_S3_BUCKET needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
  }
  return s3FileStorage({
    bucket: config.FILES_S3_BUCKET,
    region: config.FILES_S3_REGION,
    endpoint: config.FILES_S3_ENDPOINT,
    credentials: {
      accessKeyId: config.AWS_ACCESS_KEY_ID,
      secretAccessKey: config.AWS_SECRET_ACCESS_KEY,
      sessionToken: config.AWS_SESSION_TOKEN,
    },
  });
}
