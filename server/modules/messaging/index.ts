import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { defineServerModule } from '../module';
import { composeRoutes } from './compose-routes';
import { deliveryRoutes } from './delivery-routes';
import { publishOrigin } from './newsletter-publish';
import { newsletterPublicRoutes } from './newsletter-public-routes';
import { noticeHooks } from './notice-hooks';
import { noticeRoutes } from './notice-routes';
import { startSender } from './sender';
import { smsHooks } from './sms-hooks';

/**
 * Messaging on the server. The sending engine is a service (service.ts: queueSms) that compose,
 * fees, exams and biometrics call alike; the outbox is sent by the worker in every server process.
 * Paths: /api/messaging/* for signed-in users, /api/sms/delivery/{secret} and the newsletters'
 * public links for the outside world.
 */
export const messagingServer = defineServerModule({
  name: 'messaging',
  prefix: '',
  hooks: (ctx) => ({ ...smsHooks, ...noticeHooks(ctx) }),
  routes: (ctx, services) => {
    const routes = new Hono<AppEnv>();
    // The origin of a newsletter's public link, noted for the generic publish action's hook.
    routes.post('/newsletters/:id/publish', publishOrigin);
    routes.route('/messaging', composeRoutes(ctx, services));
    routes.route('/messaging', noticeRoutes(ctx, services));
    return routes;
  },
  publicRoutes: (ctx, services) => {
    const routes = new Hono<AppEnv>();
    routes.route('/sms', deliveryRoutes(ctx, services));
    routes.route('/messaging', newsletterPublicRoutes(ctx, services));
    return routes;
  },
  worker: (ctx, services) => startSender(ctx, services),
});
