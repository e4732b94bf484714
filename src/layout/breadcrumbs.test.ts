import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumbs';

describe('breadcrumbTrail', () => {
  it('is just Home on the dashboard', () => {
    expect(breadcrumbTrail('/home')).toEqual([{ key: 'shule.routes.home', to: undefined }]);
  });

  it('follows list, create, show and edit screens at their spec paths', () => {
    const streams = { key: 'resources.streams.name', args: { smart_count: 2 } };
    expect(breadcrumbTrail('/settingstreams')).toEqual([
      { key: 'shule.routes.home', to: '/home' },
      { ...streams, to: undefined },
    ]);
    expect(breadcrumbTrail('/settingstreams/create')[2]).toEqual({ key: 'ra.action.create', to: undefined });
    const record = { resource: 'streams', id: '7' };
    expect(breadcrumbTrail('/settingstreams/7/show')).toEqual([
      { key: 'shule.routes.home', to: '/home' },
      { ...streams, to: '/settingstreams' },
      { text: '#7', record, to: undefined },
    ]);
    expect(breadcrumbTrail('/settingstreams/7').slice(2)).toEqual([
      { text: '#7', record, to: '/settingstreams/7/show' },
      { key: 'ra.action.edit', to: undefined },
    ]);
  });

  it('names page routes and leaves unknown paths at Home', () => {
    expect(breadcrumbTrail('/superadmin')[1]).toEqual({ key: 'shule.routes.superadmin', to: undefined });
    expect(breadcrumbTrail('/nowhere')).toEqual([{ key: 'shule.routes.home', to: undefined }]);
  });
});
