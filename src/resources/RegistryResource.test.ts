import { describe, expect, it } from 'vitest';
import { defineResource, text, type AnyResource } from '../schema/registry';
import { RegistryResource } from './RegistryResource';

const notes = defineResource({
  name: 'test_notes',
  path: '/test_notes',
  label: 'Notes',
  singular: 'Note',
  icon: 'page',
  module: 'admissions',
  fields: { body: text('Body') },
  list: ['body'],
  filters: [],
  sort: { field: 'id', order: 'ASC' },
  search: [],
  represent: '{body}',
  access: { read: ['ROLE_View_Only'], write: ['ROLE_Admissions_Admin'] },
}) as unknown as AnyResource;

const views = (resource: AnyResource, roles: string[]) => {
  const { hasList, hasShow, hasEdit, hasCreate } = RegistryResource.registerResource(
    { name: resource.name, resource },
    roles,
  );
  return { hasList, hasShow, hasEdit, hasCreate };
};

describe('registering a declaration with react-admin', () => {
  it('gives writers every view and readers list and show', () => {
    expect(views(notes, ['ROLE_Admissions_Admin'])).toEqual({
      hasList: true,
      hasShow: true,
      hasEdit: true,
      hasCreate: true,
    });
    expect(views(notes, ['ROLE_View_Only'])).toEqual({
      hasList: true,
      hasShow: true,
      hasEdit: false,
      hasCreate: false,
    });
  });

  it('never offers editing or creating records the engines write, nor national ones', () => {
    for (const resource of [
      { ...notes, writtenBy: 'engine' },
      { ...notes, national: { writtenBy: 'super' } },
      { ...notes, operations: { create: false, update: false } },
    ] as AnyResource[]) {
      expect(views(resource, ['ROLE_All'])).toMatchObject({ hasEdit: false, hasCreate: false });
    }
  });

  it('lets a singleton be edited but never created', () => {
    expect(views({ ...notes, singleton: true }, ['ROLE_All'])).toMatchObject({ hasEdit: true, hasCreate: false });
  });
});
