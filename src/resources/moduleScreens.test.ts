import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../schema/registry';
import { MODULE_LOADERS } from './moduleScreens';

describe('module screens', () => {
  it('has a lazily loaded screen chunk for the module of every declared resource', () => {
    const missing = RESOURCES.filter((resource) => !MODULE_LOADERS[resource.module]).map(
      (r) => `${r.name} (${r.module})`,
    );
    expect(missing).toEqual([]);
  });
});
