import { describe, expect, it } from 'vitest';
import { changes } from './changes';

describe('changes', () => {
  it('lists only the fields that differ, sorted', () => {
    expect(changes({ status: 'active', credits: 5, name: 'A' }, { status: 'banned', credits: 5, note: 'x' })).toEqual([
      { key: 'name', before: 'A', after: undefined },
      { key: 'note', before: undefined, after: 'x' },
      { key: 'status', before: 'active', after: 'banned' },
    ]);
  });
  it('compares nested values by content', () => {
    expect(changes({ t: { a: 1 } }, { t: { a: 1 } })).toEqual([]);
    expect(changes({ t: [1] }, { t: [1, 2] })).toEqual([{ key: 't', before: [1], after: [1, 2] }]);
  });
  it('treats a missing side as one change', () => {
    expect(changes(null, { status: 'active' })).toEqual([{ key: '', before: null, after: { status: 'active' } }]);
    expect(changes(null, null)).toEqual([]);
  });
});
