import { createInterface } from 'node:readline';
import { seedDemoTemplateOnce } from './demo-template.ts';

/**
 * `node demo-template-main.ts <cluster url> <files dir>`: seeds the unit suite's `demo` template
 * (testing/demo-template.ts) in a process of its own. The global set-up starts it at the beginning
 * of a whole-suite run (testing/global-setup.ts), so the seed (about 20 s) runs beside the first
 * files instead of every worker waiting for it when the seed's own files come up. Under the same
 * lock as a worker's seeding: whichever asks first seeds, the other finds the template.
 *
 * Without arguments it loads the seed's modules at once and then reads the two values from its
 * first line of standard input (a JSON array of the two): the global set-up starts it before
 * the cluster exists, so its seconds of module loading run beside the cluster's start and
 * migrations, where a core sat idle. An input that ends without a line ends it quietly.
 */
async function target(): Promise<[string | undefined, string | undefined] | null> {
  const given = process.argv.slice(2);
  if (given.length > 0) return [given[0], given[1]];
  // Not awaited here: the modules load while the cluster is being made.
  void import('../seed/seed.ts').catch(() => undefined);
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    const [clusterUrl, filesDir] = JSON.parse(line) as [string?, string?];
    return [clusterUrl, filesDir];
  }
  return null;
}

const chosen = await target();
if (chosen) {
  const [clusterUrl, filesDir] = chosen;
  if (!clusterUrl || !filesDir) {
    process.stderr.write('usage: demo-template-main.ts <cluster url> <files dir>\n');
    process.exit(2);
  }
  await seedDemoTemplateOnce(clusterUrl, filesDir);
}
