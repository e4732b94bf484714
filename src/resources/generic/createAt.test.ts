import { describe, expect, it } from 'vitest';
import { getResource, PAGE_ROUTES, RESOURCES } from '../../schema/registry';

describe('createAt: a resource created on a page of its own', () => {
  it('sends new students to the registration wizard', () => {
    expect(getResource('students')?.createAt).toBe('/registration');
  });

  it('names a declared page that every writer of the resource may open', () => {
    for (const resource of RESOURCES.filter((r) => r.createAt !== undefined)) {
      const page = PAGE_ROUTES.find((p) => p.path === resource.createAt);
      expect(page, `${resource.name}.createAt ${resource.createAt}`).toBeDefined();
      expect(page?.public).not.toBe(true);
      // No roles on the page: any signed-in user; otherwise the writers' roles must all be among them.
      if (page?.roles) expect(page.roles).toEqual(expect.arrayContaining([...resource.access.write]));
    }
  });
});
