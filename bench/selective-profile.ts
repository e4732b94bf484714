/**
 * Server CPU of one selective list request (one student by admission number), measured
 * in-process through app.request: the work `npm run bench` reports per request, less the HTTP
 * server. `npx tsx bench/selective-profile.ts` prints microseconds per request; with --cpu-prof
 * (node's flag) it gives a profile of the same loop.
 */
import { createTestApp } from '../tests/helpers/harness';

const t = await createTestApp({ students: 200 });
const { accessToken } = await t.signIn('admin');
const [student] = (await (await t.call('GET', '/api/students?range=[0,0]', { token: accessToken })).json()) as {
  admission_no: string;
}[];
const path = `/api/students?filter=${encodeURIComponent(JSON.stringify({ admission_no: student.admission_no }))}&range=[0,24]&sort=${encodeURIComponent('["admission_no","ASC"]')}`;
const run = async (n: number) => {
  for (let i = 0; i < n; i += 1) await (await t.call('GET', path, { token: accessToken })).text();
};
await run(2000); // warm up
const rounds = 5000;
const before = process.cpuUsage();
await run(rounds);
const used = process.cpuUsage(before);
console.log(`selective list: ${((used.user + used.system) / rounds).toFixed(1)} µs CPU per request (in-process)`);
await t.close();
