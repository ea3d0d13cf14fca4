export const TEMPLATE_DATABASE = 'clubline_template';
export const TEST_APP_ROLE = { user: 'app_user', password: 'app_user_test_password' };

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
