import type { CompiledQuery } from 'kysely';
import type { AnyResource } from '../../src/schema';

/** A stand-in for the request's value at `index`, found again among the compiled parameters. */
class Slot {
  constructor(readonly index: number) {}
}

interface Entry {
  readonly query: CompiledQuery;
  /** Each parameter of the statement: the index of a request's value, or a constant of the shape. */
  readonly parameters: readonly (number | { readonly constant: unknown })[];
}

/** Shapes kept per resource: a list screen has a handful (filters, sorts); a client inventing more only evicts. */
const PER_RESOURCE = 200;

/**
 * Compiled list statements by shape. Building and compiling a Kysely query cost several times a
 * selective list page's SQL; two requests whose queries differ only in their values (another
 * admission number, another page) share one compiled text. The shape is built once with a Slot
 * in place of each value, so the compiled parameters say where each request's value goes,
 * whatever order Kysely emits them in.
 */
export class StatementCache {
  private readonly byResource = new WeakMap<AnyResource, Map<string, Entry>>();

  /**
   * The statement of this shape with these values bound. `key` must name everything that shapes
   * the SQL text other than the resource; `build` makes the query from stand-ins for `values`.
   */
  bind(
    resource: AnyResource,
    key: string,
    values: readonly unknown[],
    build: (values: readonly unknown[]) => { compile(): CompiledQuery },
  ): CompiledQuery {
    let shapes = this.byResource.get(resource);
    if (!shapes) {
      shapes = new Map();
      this.byResource.set(resource, shapes);
    }
    let entry = shapes.get(key);
    if (!entry) {
      const query = build(values.map((_, i) => new Slot(i))).compile();
      entry = {
        query,
        parameters: query.parameters.map((p) => (p instanceof Slot ? p.index : { constant: p })),
      };
      if (shapes.size >= PER_RESOURCE) shapes.delete(shapes.keys().next().value as string);
      shapes.set(key, entry);
    }
    const parameters = entry.parameters.map((p) => (typeof p === 'number' ? values[p] : p.constant));
    return { ...entry.query, parameters };
  }
}
