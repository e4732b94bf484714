import { Suspense, type ComponentType } from 'react';
import { Loading } from 'react-admin';
import type { AnyResource, ModuleName } from '../schema/registry';
import { withModuleMessages } from '../i18n/moduleMessages';
import { lazyWithTimeout } from '../layout/lazyWithTimeout';

type ModuleScreens = ComponentType<{ resource: AnyResource }>;

/** One chunk per module: a user of the finance screens never downloads the exam screens. */
export const MODULE_LOADERS: Partial<Record<ModuleName, () => Promise<{ default: ModuleScreens }>>> = {
  admissions: () => import('./modules/AdmissionsScreens'),
  settings: () => import('./modules/SettingsScreens'),
  branches: () => import('./modules/BranchesScreens'),
  messaging: () => import('./modules/MessagingScreens'),
  finance: () => import('./modules/FinanceScreens'),
  exams: () => import('./modules/ExamsScreens'),
  hr: () => import('./modules/HrScreens'),
};

const LAZY = new Map(
  Object.entries(MODULE_LOADERS).map(([module, loader]) => [
    module,
    lazyWithTimeout<{ resource: AnyResource }>(withModuleMessages(module, loader)),
  ]),
);

// Every singleton, whatever its module, is the same screen: its one record's form.
const Singleton = lazyWithTimeout<{ resource: AnyResource }>(() => import('./generic/SingletonScreen'));

/** The screens of one resource: its module's list, show, create and edit, or a singleton's form. */
export function ResourceScreens({ resource }: { resource: AnyResource }) {
  const Screens = resource.singleton ? Singleton : LAZY.get(resource.module);
  if (!Screens) throw new Error(`No screens are registered for the ${resource.module} module`);
  return (
    <Suspense fallback={<Loading />}>
      <Screens resource={resource} />
    </Suspense>
  );
}
