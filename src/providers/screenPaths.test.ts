import { describe, expect, it } from 'vitest';
import { rewriteTo } from './routerProvider';
import { screenPath, toScreenPath } from './screenPaths';

describe('screen paths', () => {
  it('maps react-admin links of renamed resources to their spec paths', () => {
    expect(toScreenPath('/streams')).toBe('/settingstreams');
    expect(toScreenPath('/streams/4/show')).toBe('/settingstreams/4/show');
    expect(toScreenPath('/streams?filter=%7B%7D')).toBe('/settingstreams?filter=%7B%7D');
    expect(toScreenPath('/branches/1')).toBe('/settings/1');
  });

  it('leaves resources whose name is their path, and other paths, alone', () => {
    expect(toScreenPath('/students/3/show')).toBe('/students/3/show');
    expect(toScreenPath('/streamsx')).toBe('/streamsx');
    expect(toScreenPath('/home')).toBe('/home');
    expect(toScreenPath('relative/path')).toBe('relative/path');
  });

  it('rewrites location objects too', () => {
    expect(rewriteTo({ pathname: '/streams/create', search: '?a=1' })).toEqual({
      pathname: '/settingstreams/create',
      search: '?a=1',
    });
    expect(rewriteTo({ search: '?a=1' })).toEqual({ search: '?a=1' });
  });

  it('builds view paths', () => {
    expect(screenPath('streams', 'show', 5)).toBe('/settingstreams/5/show');
    expect(screenPath('students', 'edit', 5)).toBe('/students/5');
    expect(screenPath('users', 'create')).toBe('/users/create');
  });
});
