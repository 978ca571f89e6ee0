import { api, unwrap } from './client';
import type { components, operations } from './schema';

export type Settings = components['schemas']['Settings'];
export type CompanyInfo = components['schemas']['CompanyInfo'];
export type Interest = components['schemas']['Interest'];
export type CountryRegions = components['schemas']['CountryRegions'];

/** SettingsParams name the site (host) and the visitor's country and traffic source. */
export type SettingsParams = NonNullable<operations['getSettings']['parameters']['query']> & { host: string };

export const getSettings = (params: SettingsParams) =>
  unwrap(api.GET('/api/settings', { params: { query: params } }), '/api/settings');

export const getCompanyInfo = (host: string) => unwrap(api.GET('/api/companyinfo', { params: { query: { host } } }), '/api/companyinfo');

export const getInterests = () => unwrap(api.GET('/api/interests'), '/api/interests');

export const getRegions = () => unwrap(api.GET('/api/regions'), '/api/regions');
