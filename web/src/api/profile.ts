import { api, apiErrorOf, clientHeader, unwrap } from './client';
import type { components } from './schema';

type Schemas = components['schemas'];

/** Image is one photo as the server shows it to the viewer: blurred copies unless clear. */
export type Image = Schemas['Image'];

/** ProfileFields are the member's own fields as saved (GET /api/profile); optional ones may be ''. */
export type ProfileFields = Schemas['ProfileFields'];

/** ProfileUpdate is what PUT /api/profile takes: fields left out keep their values. */
export type ProfileUpdate = Schemas['ProfileUpdate'];

/** OwnProfile is the member's own profile (GET /api/profile): every field, every photo clear, and the photo limit; photos has the main photo first. */
export type OwnProfile = Schemas['OwnProfile'];

/**
 * ProfileDraft is what the editor sends: gender and looking_for may still be '' (or a
 * value no longer offered), which the server refuses naming the field; the contract
 * declares only the values it accepts.
 */
export type ProfileDraft = Omit<ProfileUpdate, 'gender' | 'looking_for'> & { gender?: string; looking_for?: string };

export const getOwnProfile = () => unwrap(api.GET('/api/profile'), '/api/profile');
/** saveProfile saves the given fields; fields left out keep their values. */
export const saveProfile = (input: ProfileDraft) => unwrap(api.PUT('/api/profile', { body: input as ProfileUpdate }), '/api/profile');
export const deletePhoto = (id: number) => unwrap(api.DELETE('/api/photos/{id}', { params: { path: { id } } }), '/api/photos/{id}').then(() => undefined);
export const setMainPhoto = (id: number) =>
  unwrap(api.PUT('/api/photos/{id}/main', { params: { path: { id } } }), '/api/photos/{id}/main').then(() => undefined);

/** orderPhotos saves the order of the member's photos: exactly their photo ids, each once. */
export const orderPhotos = (ids: readonly number[]) =>
  unwrap(api.PUT('/api/photos/order', { body: { ids: [...ids] } }), '/api/photos/order').then(() => undefined);

const uploadPath = '/api/photos';

function parseJSON(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * uploadPhoto sends a photo as multipart field "photo" and reports the share sent so
 * far (0 to 1) to onProgress. It uses XMLHttpRequest because fetch reports no upload
 * progress; failures become the same ApiError as unwrap() gives, and a lost
 * connection a TypeError, as fetch's.
 */
export function uploadPhoto(file: File, onProgress?: (sent: number) => void): Promise<Image> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', uploadPath);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [k, v] of Object.entries(clientHeader)) xhr.setRequestHeader(k, v);
    xhr.upload.addEventListener('progress', (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    });
    xhr.addEventListener('load', () => {
      const body = parseJSON(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as Image);
        return;
      }
      // A proxy refusing a large body answers 413 with its own page, not our envelope.
      const envelope = xhr.status === 413 && !(body as { error?: unknown } | undefined)?.error
        ? { error: { code: 'too_large', message: xhr.statusText, key: 'photoTooLarge' } }
        : body;
      reject(apiErrorOf(xhr.status, xhr.statusText, envelope, uploadPath));
    });
    xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was aborted.', 'AbortError')));
    const form = new FormData();
    form.append('photo', file);
    xhr.send(form);
  });
}
