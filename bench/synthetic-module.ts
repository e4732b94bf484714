import fs from 'node:fs';
import path from 'node:path';

/**
 * A module of `count` synthetic resources, written as a file that re-exports the real module index
 * with it appended: the build the bench measures with ten times today's resources. Each resource
 * is shaped like a real one (a dozen fields of the common kinds, a reference, a workflow).
 */
export function writeSyntheticModules(root: string, dir: string, count: number): string {
  const schema = path.join(root, 'src', 'schema');
  const resources = Array.from({ length: count }, (_, i) => {
    const name = `bench_things_${i}`;
    return `defineResource({
  name: '${name}',
  path: '/bench/things-${i}',
  label: 'Bench things ${i}',
  singular: 'Bench thing ${i}',
  icon: 'inventory',
  module: 'inventory',
  fields: {
    code: text('Code ${i}', { required: true, unique: 'branch', max: 20, pattern: '^[A-Z0-9-]+$' }),
    title: text('Title ${i}', { required: true, max: 200, help: 'What the thing ${i} is called' }),
    notes: longText('Notes ${i}', { max: 2000 }),
    quantity: number('Quantity ${i}', { integer: true, min: 0, max: 100000 }),
    price: money('Price ${i}', { min: 0 }),
    received_on: date('Received on ${i}'),
    kind: choice('Kind ${i}', ['book', 'tool', 'food', 'furniture', 'other'], { required: true }),
    active: boolean('Active ${i}', { default: true }),
    class_id: reference('Class ${i}', 'classes'),
    phone: phone('Supplier phone ${i}'),
    status: choice('Status ${i}', ['draft', 'approved', 'cancelled'], { required: true, default: 'draft' }),
  },
  list: ['code', 'title', 'kind', 'quantity', 'price', 'status'],
  filters: ['kind', 'status', 'class_id', 'received_on'],
  sort: { field: 'code', order: 'ASC' },
  search: ['code', 'title'],
  represent: '{code} {title}',
  access: { read: ['ROLE_View_Only'], write: ['ROLE_finance_admin'] },
  workflow: {
    field: 'status',
    locked: ['approved', 'cancelled'],
    actions: {
      approve: { label: 'Approve ${i}', from: ['draft'], to: 'approved', kind: 'submit', roles: ['ROLE_finance_admin'] },
      cancel: { label: 'Cancel ${i}', from: ['approved'], to: 'cancelled', kind: 'cancel' },
    },
  },
})`;
  });
  const file = path.join(dir, 'bench-modules.ts');
  fs.writeFileSync(
    file,
    `import { MODULES as DECLARED } from ${JSON.stringify(path.join(schema, 'modules.ts'))};
import { boolean, choice, date, longText, money, number, phone, reference, text } from ${JSON.stringify(path.join(schema, 'fields.ts'))};
import { defineModule } from ${JSON.stringify(path.join(schema, 'module.ts'))};
import { defineResource } from ${JSON.stringify(path.join(schema, 'resource.ts'))};

const bench = defineModule({
  name: 'inventory',
  label: 'Bench inventory',
  resources: [
${resources.join(',\n')},
  ],
});

export const MODULES = [...DECLARED, bench];
`,
  );
  return file;
}
