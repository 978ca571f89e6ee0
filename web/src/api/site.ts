import { request } from './client';
import type { components } from './schema';

export type Settings = components['schemas']['Settings'];
export type CompanyInfo = components['schemas']['CompanyInfo'];
export type Interest = components['schemas']['Interest'];
export type CountryRegions = components['schemas']['CountryRegions'];

export interface SettingsParams {
  host: string;
  country?: string;
  network?: string;
  ref?: string;
  sub1?: string;
  sub2?: string;
  sub3?: string;
}

export const getSettings = (params: SettingsParams) =>
  request<Settings>('GET', '/api/settings', { query: { ...params } });

export const getCompanyInfo = (host: string) => request<CompanyInfo>('GET', '/api/companyinfo', { query: { host } });

export const getInterests = () => request<Interest[]>('GET', '/api/interests');

export const getRegions = () => request<Record<string, CountryRegions>>('GET', '/api/regions');
