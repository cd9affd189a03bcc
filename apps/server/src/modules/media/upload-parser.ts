import { MEDIA_VISIBILITIES } from '@create-together/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AppError,
  badRequest,
  payloadTooLarge,
  unsupportedMediaType,
  validationFailed,
} from '../../lib/errors';
import { unstorableText } from '../../lib/storable-text';
import { describeZodError } from '../../lib/validation';
import { formatBytes, MEDIA_TITLE_MAX, NO_FILE, ORIGINAL_NAME_MAX } from './constants';
import type { ReceivedUpload } from './service';
import type { MediaStorage } from './storage';

/** The form fields of POST /api/media besides `file` (multipart, so not a JSON body schema). */
const UploadFields = z.object({
  /** Shown in the library, up to 200 characters; empty for none. */
  title: z
    .string()
    .trim()
    .max(MEDIA_TITLE_MAX, `Title must be at most ${MEDIA_TITLE_MAX} characters.`)
    .default(''),
  /** Who sees it: private (its owner alone) unless said otherwise. */
  visibility: z.enum(MEDIA_VISIBILITIES, 'Visibility must be public or private.').default('private'),
});

/** The whole form POST /api/media takes, for the API reference: the fields and the file. */
export const UploadForm = UploadFields.extend({
  /** The file itself: audio, an image or a video, within the size limits. */
  file: z.file(),
});

/** Busboy's limits for one upload (the multipart plugin's options): one file, two fields, little else. */
export const uploadLimits = (fileSize: number) => ({
  files: 1,
  fileSize,
  fields: 4,
  fieldNameSize: 100,
  // Bytes: room for 200 characters of any script; longer is refused as too long.
  fieldSize: MEDIA_TITLE_MAX * 4,
  parts: 6,
  headerPairs: 50,
});

/** A name to show: no control characters, at most ORIGINAL_NAME_MAX characters. */
export function cleanFileName(name: string | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
  const clean = (name ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return Array.from(clean).slice(0, ORIGINAL_NAME_MAX).join('');
}

const tooLarge = (maxBytes: number) =>
  payloadTooLarge(`The file is too large: uploads can be at most ${formatBytes(maxBytes)}.`);

/** @fastify/multipart's and busboy's failures, as sentences; disk errors (with a syscall) stay 500s. */
function uploadError(err: unknown, maxBytes: number): unknown {
  if (err instanceof AppError) return err;
  const { code, syscall } = err as { code?: string; syscall?: string };
  if (syscall) return err;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(maxBytes);
    case 'FST_FILES_LIMIT':
      return badRequest('Send one file at a time.', 'TOO_MANY_FILES');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest('The upload has too many fields.', 'TOO_MANY_FIELDS');
  }
  return badRequest('The upload is not a valid multipart/form-data body.', 'INVALID_MULTIPART');
}

/**
 * Streams POST /api/media's `file` to a temp file in the media folder and reads its `title` and
 * `visibility`. Nothing is left on disk when this throws; on success the caller owns the temp file.
 */
export async function receiveUpload(
  request: FastifyRequest,
  storage: MediaStorage,
  maxBytes: number,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw unsupportedMediaType('Send the file as multipart/form-data.');
  let file: { tempPath: string; sizeBytes: number; originalName: string } | undefined;
  const fields: Record<string, string> = {};
  await storage.ensureDir(); // before reading: a part's stream must be consumed as soon as it arrives
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume(); // not ours: drained so the next part can arrive
          continue;
        }
        const { path, size } = await storage.writeTemp(part.file);
        file = { tempPath: path, sizeBytes: size, originalName: cleanFileName(part.filename) };
        if (part.file.truncated) throw tooLarge(maxBytes);
      } else if (part.fieldname === 'title') {
        if (part.valueTruncated)
          throw validationFailed(`title: Title must be at most ${MEDIA_TITLE_MAX} characters.`);
        fields.title = String(part.value);
      } else if (part.fieldname === 'visibility') {
        fields.visibility = String(part.value);
      }
    }
    const unstorable = unstorableText(fields, 'body');
    if (unstorable) throw validationFailed(unstorable);
    const parsed = UploadFields.safeParse(fields);
    if (!parsed.success) throw validationFailed(describeZodError(parsed.error, fields, 'body'));
    // A browser sends an empty, nameless file part when no file was chosen.
    if (!file || (file.sizeBytes === 0 && file.originalName === '')) throw badRequest(NO_FILE, 'NO_FILE');
    return { ...file, ...parsed.data };
  } catch (err) {
    if (file) await storage.removeTemp(file.tempPath);
    throw uploadError(err, maxBytes);
  }
}
