import { api, unwrap } from './client';
import type { components } from './schema';

/** DataExport is a member's request for their data (GET and POST /api/export). */
export type DataExport = components['schemas']['DataExport'];

/** getExport reads the member's newest data export, null when they never asked for one. */
export const getExport = () => unwrap(api.GET('/api/export'), '/api/export').then((a) => a.export ?? null);

/** requestExport asks for a new ZIP of the member's data; a job builds it and e-mails the member. */
export const requestExport = () => unwrap(api.POST('/api/export'), '/api/export').then((a) => a.export ?? null);
