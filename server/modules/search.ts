import { Hono } from 'hono';
import {
  type AnyResource,
  canAccess,
  getResource,
  represent,
  representationFields,
  RESOURCES,
  tableOf,
} from '../../src/schema';
import { toE164 } from '../../src/schema/phone';
import { screenRoles } from '../../src/schema/routes';
import { formatValue } from '../crud/export-format';
import type { Repository } from '../crud/repository';
import { inBranch } from '../crud/scope';
import type { AppContext, AppEnv, SessionUser } from '../context';
import type { Row } from '../db/database';
import { badRequest } from '../errors';
import { requireAccess } from '../auth/require-access';

/** Records per resource in one answer: enough to pick from, few enough to read at a glance. */
export const HITS_PER_RESOURCE = 5;

/** One detail of a hit: the text a person reads, and a choice's stored value for a client to translate. */
export interface SearchDetail {
  readonly field: string;
  readonly text: string;
  readonly choice?: string;
}

export interface SearchHit {
  readonly id: number;
  /** The record's representation ("Wanjiru Otieno (DHS/2024/0012)"). */
  readonly label: string;
  /** Its detail fields, the second line ("Form 3 · East · Active"). */
  readonly details: readonly SearchDetail[];
}

export interface SearchGroup {
  readonly resource: string;
  readonly total: number;
  readonly hits: readonly SearchHit[];
}

/** A phone number typed in any usual way: at least nine digits that read as one. */
function phoneOf(q: string): string | undefined {
  return q.replace(/\D/g, '').length >= 9 ? toE164(q) : undefined;
}

/** Each referenced record's representation by id, one query per referenced resource. */
async function referenceLabels(
  ctx: AppContext,
  user: SessionUser,
  resource: AnyResource,
  rows: readonly Row[],
): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  for (const name of resource.findable?.detail ?? []) {
    const field = resource.fields[name];
    const target = field?.kind === 'reference' ? getResource(field.reference ?? '') : undefined;
    const ids = [...new Set(rows.map((r) => r[name]).filter((v) => v !== null && v !== undefined))];
    if (!target || ids.length === 0) continue;
    const found = await inBranch(ctx, user, 'read', (db) =>
      db
        .selectFrom(tableOf(target))
        .select(['id', ...representationFields(target)])
        .where('id', 'in', ids as number[])
        .execute(),
    );
    for (const row of found) labels.set(`${name}:${String(row.id)}`, represent(target, row));
  }
  return labels;
}

async function searchOne(
  ctx: AppContext,
  repository: Repository,
  user: SessionUser,
  resource: AnyResource,
  q: string,
): Promise<SearchGroup> {
  const findable = resource.findable ?? { detail: [] };
  const phone = phoneOf(q);
  const phones = findable.phones ?? [];
  // A phone number is matched exactly on the phone fields (stored in E.164); words by the search index.
  const params = {
    sort: [resource.sort.field, resource.sort.order] as const,
    range: [0, HITS_PER_RESOURCE - 1] as const,
    conditions: phone && phones.length > 0 ? [{ field: phones[0], op: 'eq' as const, value: phone }] : [],
    q: phone && phones.length > 0 ? undefined : q,
  };
  const { rows, total } = await repository.list(user, resource, params);
  const labels = await referenceLabels(ctx, user, resource, rows);
  return {
    resource: resource.name,
    total,
    hits: rows.map((row) => ({
      id: Number(row.id),
      label: represent(resource, row),
      details: findable.detail.flatMap((name): SearchDetail[] => {
        const value = row[name];
        const field = resource.fields[name];
        if (value === null || value === undefined || value === '') return [];
        if (field?.kind === 'reference') {
          const text = labels.get(`${name}:${String(value)}`);
          return text ? [{ field: name, text }] : [];
        }
        const text = String(formatValue(field, value));
        return [{ field: name, text, ...(field?.kind === 'choice' ? { choice: String(value) } : {}) }];
      }),
    })),
  };
}

/**
 * GET /api/search?q=: the navbar's search over the records the user may read, grouped by resource
 * (students by name, admission or UPI number and guardian phone; teachers; staff). A resource the
 * user may not read is not searched at all, so nothing of it leaks, not even a count.
 */
export function searchRoutes(ctx: AppContext, repository: Repository): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/search', requireAccess({ signedIn: true }), async (c) => {
    const q = (c.req.query('q') ?? '').trim();
    if (q.length < 2) throw badRequest('Type at least 2 characters to search', { q: 'At least 2 characters' });
    if (q.length > 100) throw badRequest('Search for at most 100 characters', { q: 'At most 100 characters' });
    const user = c.get('user');
    // A result opens its record's screen, so only resources whose screens the user may open: an SMS
    // sender reads students to text their guardians but does not open student records.
    const opens = (r: AnyResource) => {
      const roles = screenRoles(r);
      return roles === undefined || canAccess(user.roles, { read: roles, write: [] }, 'read');
    };
    const readable = RESOURCES.filter((r) => r.findable && canAccess(user.roles, r.access, 'read') && opens(r));
    const groups: SearchGroup[] = [];
    for (const resource of readable) {
      const group = await searchOne(ctx, repository, user, resource, q);
      if (group.total > 0) groups.push(group);
    }
    return c.json(groups);
  });
  return routes;
}
