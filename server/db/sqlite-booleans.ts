import {
  type KyselyPlugin,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from 'kysely';

const stored = (value: unknown): unknown => (typeof value === 'boolean' ? (value ? 1 : 0) : value);

class BooleanParameters extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return typeof node.value === 'boolean' ? { ...node, value: stored(node.value) } : node;
  }

  // Insert rows and `in` lists keep plain values in one node instead of a ValueNode each.
  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return node.values.some((v) => typeof v === 'boolean') ? { ...node, values: node.values.map(stored) } : node;
  }
}

/**
 * SQLite has no boolean type and better-sqlite3 refuses to bind true/false, so every boolean a
 * query carries (insert and update values, where conditions, `sql` template parameters) becomes
 * 1/0 here, in one place, and callers write `true` on both engines. Results are left alone: a
 * read cannot tell a boolean column from an integer one, so rows still hold 1/0 (fromRow turns
 * them back into booleans for the wire).
 */
export class SqliteBooleansPlugin implements KyselyPlugin {
  readonly #transformer = new BooleanParameters();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node, args.queryId);
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}
