import { api } from '../../api/client';
import type { components } from '../../api/schema';
import { adminCall } from './http';

export type AdminComplaint = components['schemas']['AdminComplaint'];
export type ComplaintDetail = components['schemas']['AdminComplaintDetail'];
export type ComplaintStats = components['schemas']['AdminComplaintStats'];
export type ComplaintDecision = components['schemas']['AdminComplaintDecision'];
export type ComplaintCategory = components['schemas']['ComplaintCategory'];
export type ComplaintStatus = 'open' | 'decided' | 'all';

/** ComplaintFilter is a page of the queue: a status, maybe a category or a member, ids after afterId. */
export interface ComplaintFilter {
  status: ComplaintStatus;
  category?: ComplaintCategory;
  memberId?: number;
  afterId?: number;
}

export const complaintCategories: ComplaintCategory[] = ['fake_profile', 'underage', 'harassment', 'scam', 'illegal_content', 'intellectual_property', 'other'];
export const complaintDecisions: ComplaintDecision['decision'][] = ['no_action', 'remove', 'warn', 'ban'];

export const listComplaints = (f: ComplaintFilter) =>
  adminCall(
    api.GET('/api/admin/complaints', { params: { query: { status: f.status, category: f.category, member_id: f.memberId, after_id: f.afterId } } }),
    '/api/admin/complaints',
  );

export const getComplaint = (id: number) =>
  adminCall(api.GET('/api/admin/complaints/{complaintId}', { params: { path: { complaintId: id } } }), '/api/admin/complaints/{complaintId}');

export const decideComplaint = (id: number, d: ComplaintDecision) =>
  adminCall(api.POST('/api/admin/complaints/{complaintId}/decide', { params: { path: { complaintId: id } }, body: d }), '/api/admin/complaints/{complaintId}/decide');
