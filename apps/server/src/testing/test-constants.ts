/**
 * The template databases the global set-up makes; each test file clones one. `empty` is migrated,
 * with the job queues and grants, and no organisation: tests build their own data (testing/
 * builders.ts). `demo` is `empty` plus the demo seed, for the seed's own tests only.
 */
export const TEMPLATE_DATABASES = {
  empty: 'clubline_template',
  demo: 'clubline_template_demo',
} as const;

export type TestTemplate = keyof typeof TEMPLATE_DATABASES;

export const TEST_APP_ROLE = { user: 'app_user', password: 'app_user_test_password' };

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
