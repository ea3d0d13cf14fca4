import { Tabs } from '@mantine/core';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { RequireRoute } from '../../app/permissions/guards.tsx';
import { usePageTitle } from '../../app/shell/TitleContext.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { MEMBER_WEBSITE_ROUTE, OVERDUE_ROUTE } from './paths.ts';
import { settingsPageRequires } from './settings-access.ts';
import { settingsTexts } from './settings-texts.ts';
import { useShowsOverdueSettings } from './useBillingProvider.ts';

/** The settings pages' frame: the title and one tab per page (Overdue only when not paysmart). */
export function OrganisationSettingsLayout() {
  usePageTitle(settingsTexts.title);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const showsOverdue = useShowsOverdueSettings();
  const current = pathname.endsWith(`/${OVERDUE_ROUTE}`) ? OVERDUE_ROUTE : MEMBER_WEBSITE_ROUTE;
  return (
    <RequireRoute requires={settingsPageRequires}>
      <PageHeader title={settingsTexts.title} breadcrumbs={[{ label: settingsTexts.title }]} />
      <Tabs value={current} onChange={(value) => value && navigate(value)} mb="lg">
        <Tabs.List>
          <Tabs.Tab value={MEMBER_WEBSITE_ROUTE}>{settingsTexts.memberWebsite}</Tabs.Tab>
          {showsOverdue && <Tabs.Tab value={OVERDUE_ROUTE}>{settingsTexts.overdue}</Tabs.Tab>}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </RequireRoute>
  );
}
