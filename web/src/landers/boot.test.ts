import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyInfo, Settings } from '../api/site';
import { newQueryClient } from '../app/queryClient';
import { settingsQuery, siteKeys } from '../queries/site';
import { userKeys } from '../queries/user';
import { type LanderBoot, seedLanderBoot } from './boot';

const routes = [{ path: '/landers/gallery/:slug?' }];
const company = { name: 'Amora B.V.', city: 'Amsterdam' } as CompanyInfo;
const boot = (over: Partial<LanderBoot> = {}): LanderBoot => ({
  settings: { name: 'Amora' } as Settings,
  traffic_source: { network: '', ref: '', sub1: '', sub2: '', sub3: '' },
  landers: { query: {}, data: { members: [] } as never },
  company,
  visitor: true,
  ...over,
});

describe('seedLanderBoot', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.cookie = 'amora_country=; max-age=0; path=/';
  });

  it("seeds the settings, the footer's company and a visitor, so that the first render asks the server nothing", () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const qc = newQueryClient();
    seedLanderBoot(qc, boot(), routes, '/landers/gallery');
    expect(qc.getQueryData(settingsQuery().queryKey)).toEqual({ name: 'Amora' });
    expect(qc.getQueryData(siteKeys.companyInfo(location.hostname))).toEqual(company);
    expect(qc.getQueryState(userKeys.me)?.status).toBe('success');
    expect(qc.getQueryData(userKeys.me)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('leaves the member to be asked for when the request had a session', () => {
    const qc = newQueryClient();
    seedLanderBoot(qc, boot({ visitor: false }), routes, '/landers/gallery');
    expect(qc.getQueryState(userKeys.me)).toBeUndefined();
    expect(qc.getQueryData(siteKeys.companyInfo(location.hostname))).toEqual(company);
  });
});
