import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { geocode, getMember, searchMembers, type MemberSearchParams } from '../api/members';

export const memberKeys = {
  all: ['members'] as const,
  search: (params: MemberSearchParams) => ['members', 'search', params] as const,
  detail: (id: string) => ['members', 'detail', id] as const,
};

/**
 * useMembersSearchQuery loads one page of members. While the next page or filter
 * loads, the previous results stay on screen (isPlaceholderData tells them apart).
 */
export function useMembersSearchQuery(params: MemberSearchParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: memberKeys.search(params), queryFn: () => searchMembers(params), placeholderData: keepPreviousData, enabled });
}

/** memberQuery loads one member's profile. */
export function memberQuery(id: string) {
  return { queryKey: memberKeys.detail(id), queryFn: () => getMember(id) };
}

export function useMemberQuery(id: string) {
  return useQuery(memberQuery(id));
}

/** useGeocodeMutation turns a position into the nearest known place; the caller keeps the answer (SPEC §7). */
export function useGeocodeMutation() {
  return useMutation({ mutationFn: ({ lat, lon }: { lat: number; lon: number }) => geocode(lat, lon) });
}
