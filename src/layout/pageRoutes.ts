import { withModuleMessages } from '../i18n/moduleMessages';
import { PAGE_ROUTES, REPORTS, type AnyReport, type PageDef } from '../schema/registry';

export type ScreenLoader = NonNullable<PageDef['screen']>;

/** A declared page the admin shell mounts: its own bespoke screen, or a report's generic screen. */
export type RoutedPage =
  | { readonly kind: 'screen'; readonly page: PageDef; readonly load: ScreenLoader }
  | { readonly kind: 'report'; readonly page: PageDef; readonly report: AnyReport };

/**
 * Every page the router mounts, in declaration order: each signed-in page with a screen, and each
 * report page (which has none: the generic report screen draws it). Public pages belong to the
 * landing and super-administrator routers; a path declared twice keeps its first declaration,
 * as lookupRoute does.
 */
export function routedPages(
  pages: readonly PageDef[] = PAGE_ROUTES,
  reports: readonly AnyReport[] = REPORTS,
): RoutedPage[] {
  const reportAt = new Map(reports.map((report) => [report.path, report]));
  const seen = new Set<string>();
  const routed: RoutedPage[] = [];
  for (const page of pages) {
    if (page.public || seen.has(page.path)) continue;
    seen.add(page.path);
    const load = page.screen && withModuleMessages(page.module, page.screen);
    const report = reportAt.get(page.path);
    if (load) routed.push({ kind: 'screen', page, load });
    else if (report) routed.push({ kind: 'report', page, report });
  }
  return routed;
}
