import { Navigate } from 'react-router-dom';
import { Resource } from 'react-admin';
import type { AnyResource } from '../../schema/registry';
import type { ScreenOverrides, ScreenSet } from '../screenTypes';
import { GenericCreate } from './GenericCreate';
import { GenericEdit } from './GenericEdit';
import { GenericList } from './GenericList';
import { GenericShow } from './GenericShow';

const GENERIC: ScreenSet = { list: GenericList, show: GenericShow, create: GenericCreate, edit: GenericEdit };

/**
 * The routes of one resource (list, create, show, edit) under whatever path the caller mounted it
 * at; react-admin checks read/write access per view through authProvider.canAccess.
 */
export function GenericScreens({ resource, overrides = {} }: { resource: AnyResource; overrides?: ScreenOverrides }) {
  const { list: List, show: Show, create: Create, edit: Edit } = { ...GENERIC, ...overrides };
  return (
    <Resource
      name={resource.name}
      list={<List resource={resource} />}
      show={<Show resource={resource} />}
      // A resource created on a page of its own (students: the registration wizard) is created there.
      create={resource.createAt ? <Navigate replace to={resource.createAt} /> : <Create resource={resource} />}
      edit={<Edit resource={resource} />}
    />
  );
}
