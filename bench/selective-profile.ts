/**
 * Server CPU of one selective list request (one student found by admission number), measured
 * in-process through app.request: the work `npm run bench` reports per request, less the HTTP
 * server. `npx tsx bench/selective-profile.ts` prints microseconds per request. Options:
 * --filter filters on the admission number instead of searching for it; --profile=<file> writes a
 * CPU profile (.cpuprofile, for Chrome's DevTools) of the measured requests only.
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createTestApp } from '../tests/helpers/harness';

const option = (name: string) => process.argv.find((a) => a === name || a.startsWith(`${name}=`));
const t = await createTestApp({ students: 200 });
const { accessToken } = await t.signIn('admin');
const [student] = (await (await t.call('GET', '/api/students?range=[0,0]', { token: accessToken })).json()) as {
  admission_no: string;
}[];
// `npm run bench`'s selective case searches for the admission number's serial (q), which finds one
// student; --filter filters on the whole admission number instead.
const filter = option('--filter')
  ? { admission_no: student.admission_no }
  : { q: student.admission_no.split('/').pop() };
const path = `/api/students?${new URLSearchParams({
  sort: JSON.stringify(['last_name', 'ASC']),
  range: JSON.stringify([0, 24]),
  filter: JSON.stringify(filter),
}).toString()}`;
const run = async (n: number) => {
  for (let i = 0; i < n; i += 1) await (await t.call('GET', path, { token: accessToken })).text();
};
await run(2000); // warm up
const profile = option('--profile')?.split('=')[1];
const session = profile ? new Session() : undefined;
if (session) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
}
const rounds = 5000;
const before = process.cpuUsage();
await run(rounds);
const used = process.cpuUsage(before);
if (session && profile) {
  const { profile: result } = await session.post('Profiler.stop');
  fs.writeFileSync(profile, JSON.stringify(result));
  session.disconnect();
}
console.log(`selective list: ${((used.user + used.system) / rounds).toFixed(1)} µs CPU per request (in-process)`);
await t.close();
