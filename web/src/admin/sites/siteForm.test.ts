import { describe, expect, it } from 'vitest';
import { allFields, fromText, patchOf, toText } from './siteForm';

describe('siteForm', () => {
  it('turns values into text and back', () => {
    expect(toText('list', ['NL', 'BE'])).toBe('NL, BE');
    expect(fromText('list', 'NL, BE ,')).toEqual(['NL', 'BE']);
    expect(fromText('number', '3')).toBe(3);
    expect(fromText('number', 'three')).toBe('three'); // the server answers its type error
    expect(fromText('bool', 'true')).toBe(true);
    expect(fromText('json', '{"PL":')).toBeInstanceOf(Error);
  });

  it('sends only the changed fields, and holds back malformed JSON', () => {
    const initial = { 'settings.message_credits': '1', 'settings.name': 'Amora', 'company.city': 'Amsterdam', 'settings.minimum_message_costs': '{}' };
    const { patch, changed, malformed } = patchOf(initial, { ...initial, 'settings.message_credits': '3', 'company.city': 'Utrecht', 'settings.minimum_message_costs': '{' });
    expect(patch).toEqual({ settings: { message_credits: 3 }, company: { city: 'Utrecht' } });
    expect(changed).toEqual(['settings.message_credits', 'company.city']);
    expect(malformed).toEqual(['settings.minimum_message_costs']);
  });

  it('edits the desk alert of a site as a number (issue 21)', () => {
    expect(allFields.find((f) => f.key === 'settings.desk_alert_minutes')?.kind).toBe('number');
  });
});
