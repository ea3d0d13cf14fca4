import { seedDemoTemplateOnce } from './demo-template.ts';

/**
 * `node demo-template-main.ts <cluster url> <files dir>`: seeds the unit suite's `demo` template
 * (testing/demo-template.ts) in a process of its own. The global set-up starts it at the beginning
 * of a whole-suite run (testing/global-setup.ts), so the seed (about 20 s) runs beside the first
 * files instead of every worker waiting for it when the seed's own files come up. Under the same
 * lock as a worker's seeding: whichever asks first seeds, the other finds the template.
 */
const [clusterUrl, filesDir] = process.argv.slice(2);
if (!clusterUrl || !filesDir) {
  process.stderr.write('usage: demo-template-main.ts <cluster url> <files dir>\n');
  process.exit(2);
}
await seedDemoTemplateOnce(clusterUrl, filesDir);
