import { ResourceContextProvider } from 'react-admin';
import { GenericCreate } from '../../resources/generic/GenericCreate';
import { getResource, type AnyResource } from '../../schema';

const notices: AnyResource = (() => {
  const declaration = getResource('notices');
  if (!declaration) throw new Error('The notices resource must be declared');
  return declaration;
})();

/**
 * /newnotice: the notice board's create form (spec.md section 2), where its Create button and
 * /noticeboard/create lead (`createAt`). It is the declaration's own form: title and rich-text body
 * (the spec's link and picture rules in the editor, the server's on save), audience, roles when
 * the audience is chosen roles, dates and pinned; saving opens the new notice.
 */
export function NewNoticePage() {
  return (
    <ResourceContextProvider value={notices.name}>
      <GenericCreate resource={notices} />
    </ResourceContextProvider>
  );
}
