import type { ComponentType, LazyExoticComponent, ReactElement } from 'react';
import { useParams } from 'react-router-dom';
import type { AnyReport } from '../schema/registry';
import { lazyWithTimeout } from './lazyWithTimeout';
import { routedPages, type ScreenLoader } from './pageRoutes';

type RouteParams = Readonly<Record<string, string | undefined>>;
type LazyScreen = LazyExoticComponent<ComponentType<RouteParams>>;

/** The route's parameters become the screen's props (spec.md: meetingId is passed to the meeting screen). */
function PageScreen({ screen: Screen }: { screen: LazyScreen }) {
  const params = useParams();
  return <Screen {...params} />;
}

// One chunk for every report: the table, filters, export and chart are the same screen.
const ReportScreen = lazyWithTimeout<{ report: AnyReport }>(() => import('../resources/reports/ReportScreen'));

// The registry types a screen's module loosely so that it stays free of React; here it is a component.
const asComponent = (load: ScreenLoader) => load as () => Promise<{ default: ComponentType<RouteParams> }>;

export interface PageElement {
  readonly path: string;
  readonly element: ReactElement;
}

/**
 * The admin shell's page routes, from the declarations (PAGE_ROUTES): a lazily loaded screen per
 * page, the generic report screen per report. Built once, so each screen's lazy component is stable.
 */
export const PAGE_ELEMENTS: readonly PageElement[] = routedPages().map((routed) => ({
  path: routed.page.path,
  element:
    routed.kind === 'screen' ? (
      <PageScreen key={routed.page.path} screen={lazyWithTimeout(asComponent(routed.load))} />
    ) : (
      // Keyed: two reports share the component, not their list state.
      <ReportScreen key={routed.page.path} report={routed.report} />
    ),
}));
