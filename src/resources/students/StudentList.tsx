import type { AnyResource } from '../../schema/registry';
import { GenericList } from '../generic/GenericList';
import { useCanWrite } from '../generic/useCanWrite';
import { PromoteButton } from './PromoteButton';

/** The student register: the declaration's list (filters, search, export) plus bulk promotion. */
export function StudentList({ resource }: { resource: AnyResource }) {
  const canWrite = useCanWrite(resource);
  return <GenericList resource={resource} bulkActions={canWrite ? <PromoteButton /> : undefined} />;
}
