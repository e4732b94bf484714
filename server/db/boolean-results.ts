import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { AnyResource } from '../../src/schema';

/** Boolean columns of the core tables (core-migrations.ts), which no declaration describes. */
const CORE_BOOLEANS = ['active'] as const;

/**
 * The columns read back as booleans on SQLite, which stores them as 1/0: every boolean field of
 * every declaration, by name. A name that is a boolean in one declaration and something else in
 * another could not be told apart in a result row, so it is refused when the app starts.
 */
export function booleanColumns(resources: readonly AnyResource[]): Set<string> {
  const booleans = new Set<string>(CORE_BOOLEANS);
  const others = new Map<string, string>();
  for (const resource of resources) {
    for (const [name, field] of Object.entries(resource.fields)) {
      if (field.kind === 'boolean') booleans.add(name);
      else if (field.kind !== 'table') others.set(name, `${resource.name}.${name}`);
    }
  }
  const clashes = [...booleans].filter((name) => others.has(name)).map((name) => others.get(name));
  if (clashes.length > 0)
    throw new Error(`A column name is a boolean in one table and not in another: ${clashes.join(', ')}. Rename one.`);
  return booleans;
}

/**
 * The other half of SQLite's booleans (SqliteBooleansPlugin binds true/false as 1/0): result rows
 * carry true/false for boolean columns, so a row read on SQLite is the row read on PostgreSQL and
 * its type (RegistryTables) is honest.
 */
export class SqliteBooleanResultsPlugin implements KyselyPlugin {
  constructor(private readonly columns: ReadonlySet<string>) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const { rows } = args.result;
    for (const row of rows)
      for (const key in row) if (this.columns.has(key) && (row[key] === 0 || row[key] === 1)) row[key] = row[key] === 1;
    return Promise.resolve(args.result);
  }
}
