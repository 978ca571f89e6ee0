import { describe, expect, it } from 'vitest';
import { checkComplaint } from './complaintRules';
import { readReportTarget, reportLink } from '../../lib/reportLink';

const good = { category: 'scam' as const, member_id: 7, url: 'https://amora.test/members/7', explanation: 'Asked me for 500 euro.', name: 'Rita', email: 'rita@example.com', good_faith: true };

describe('checkComplaint', () => {
  it('accepts a complete notice', () => {
    expect(checkComplaint(good)).toEqual({});
  });
  it('names every bad field at once, as the server does', () => {
    const got = checkComplaint({ category: '' as never, explanation: 'bad', good_faith: false });
    expect(Object.keys(got).sort()).toEqual(['category', 'email', 'explanation', 'good_faith', 'name', 'url']);
    expect(got.explanation).toEqual({ key: 'complaintExplanationShort', params: { min: 10 } });
  });
  it('lets a notice about a minor stay anonymous', () => {
    expect(checkComplaint({ ...good, category: 'underage', name: '', email: '' })).toEqual({});
    expect(checkComplaint({ ...good, category: 'scam', name: '', email: '' })).toEqual({ name: { key: 'complaintName' }, email: { key: 'complaintEmail' } });
  });
  it('wants a web address when nothing is prefilled', () => {
    expect(checkComplaint({ ...good, member_id: undefined, url: 'javascript:alert(1)' }).url).toEqual({ key: 'complaintURL' });
    expect(checkComplaint({ ...good, member_id: undefined, url: '' }).url).toEqual({ key: 'complaintTarget' });
    expect(checkComplaint({ ...good, email: 'rita@' }).email).toEqual({ key: 'invalidEmail' });
  });
});

describe('reportLink', () => {
  it('round-trips what a Report action reports', () => {
    const link = reportLink({ member: 7, message: 42, conversation: 3 });
    expect(link).toBe('/complaints?member=7&message=42&conversation=3');
    expect(readReportTarget(new URL(link, 'https://amora.test').searchParams)).toEqual({ member: 7, message: 42, conversation: 3 });
    expect(reportLink({})).toBe('/complaints');
    expect(readReportTarget(new URLSearchParams('member=x&photo=-1&message=2.5'))).toEqual({});
  });
});
