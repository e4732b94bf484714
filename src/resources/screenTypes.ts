import type { ComponentType } from 'react';
import type { AnyResource } from '../schema/registry';

export type ScreenComponent = ComponentType<{ resource: AnyResource }>;

/** The four screens of a resource; a bespoke screen in src/resources/<name>/ replaces any of them. */
export interface ScreenSet {
  readonly list: ScreenComponent;
  readonly show: ScreenComponent;
  readonly create: ScreenComponent;
  readonly edit: ScreenComponent;
}

export type ScreenOverrides = Partial<ScreenSet>;
