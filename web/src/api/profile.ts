import { apiErrorOf, clientHeader, request } from './client';
import type { User } from './user';

/** Image is one photo as the server shows it to the viewer: blurred copies unless clear. */
export interface Image {
  id: number;
  main: boolean;
  clear: boolean;
  status: 'pending' | 'active' | 'rejected';
  thumb: string;
  card: string;
  full?: string;
}

/** ProfileFields are what a member edits on /profile (PUT /api/profile); optional ones may be ''. */
export interface ProfileFields {
  gender: string;
  looking_for: string;
  country: string;
  region: string;
  city: string;
  sexuality: string;
  about_me: string;
  interests: string[];
  body_type: string;
  hair_color: string;
  eye_color: string;
  relationship_status: string;
  invisible: boolean;
}

/** OwnProfile is the member's own profile (GET /api/profile): every field, every photo clear, and the photo limit. */
export interface OwnProfile {
  id: number;
  name: string;
  age: number;
  city: string;
  country: string;
  online: boolean;
  premium: boolean;
  fictional: boolean;
  main_image: Image | null;
  fields: Record<string, unknown>;
  about_me?: string;
  /** photos has the main photo first. */
  photos: Image[];
  photo_count: number;
  profile: ProfileFields;
  photo_limit: number;
}

export const getOwnProfile = () => request<OwnProfile>('GET', '/api/profile');
/** saveProfile saves the given fields; fields left out keep their values. */
export const saveProfile = (input: Partial<ProfileFields>) => request<User>('PUT', '/api/profile', { body: input });
export const deletePhoto = (id: number) => request<void>('DELETE', `/api/photos/${id}`);
export const setMainPhoto = (id: number) => request<void>('PUT', `/api/photos/${id}/main`);

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
 * progress; failures become the same ApiError as request() gives, and a lost
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
