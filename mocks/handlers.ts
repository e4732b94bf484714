import { http } from 'msw';

/** Every /api request, whatever its host, is handed to the real server app in-process. */
export function apiHandlers(fetchApp: (request: Request) => Response | Promise<Response>) {
  return [http.all(/\/api\//, ({ request }) => fetchApp(request))];
}
