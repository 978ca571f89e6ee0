import { describe, expect, it } from 'vitest';
import { routeInfo } from './routeInfo';
import { likeKinds } from '../queries/likeItems';
import paths from './paths.json';
import { screens } from './screens';

describe('route table', () => {
  it('has a screen for every route the server knows, and no other', () => {
    expect(Object.keys(screens).sort()).toEqual(routeInfo.map((r) => r.name).sort());
  });
  it('names and paths are unique', () => {
    expect(new Set(routeInfo.map((r) => r.name)).size).toBe(routeInfo.length);
    expect(new Set(routeInfo.map((r) => r.path)).size).toBe(routeInfo.length);
  });
  it('the server knows the same like kinds as the likes screen', () => {
    const likesType = paths.find((r) => r.name === 'likes-type');
    expect(likesType?.params?.type).toEqual(likeKinds);
  });
  it('every screen module loads and exports a component', async () => {
    for (const load of Object.values(screens)) {
      const { Component } = await load();
      expect(typeof Component).toBe('function');
    }
  });
});
