// Builds multipart/form-data requests for the upload tests, as a browser's FormData would.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from '../../src/app';

export type UploadPart =
  | { name: string; value: string }
  | { name: string; file: Uint8Array; filename: string; type?: string };

/** The body and Content-Type a browser sends for these fields. */
export async function formData(parts: UploadPart[]): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const part of parts) {
    if ('value' in part) form.append(part.name, part.value);
    else form.append(part.name, new File([part.file], part.filename, { type: part.type ?? '' }));
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

export async function upload(app: App, parts: UploadPart[], headers: Record<string, string> = {}) {
  const { body, contentType } = await formData(parts);
  return app.inject({
    method: 'POST',
    url: '/api/media',
    headers: { 'content-type': contentType, ...headers },
    payload: body,
  });
}

/** A fresh, empty media folder for one test file. */
export const tempMediaDir = () => mkdtempSync(join(tmpdir(), 'ct-media-test-'));

/** Every name in the folder, temp files included; none when it does not exist yet. */
export function filesIn(dir: string): string[] {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
}
