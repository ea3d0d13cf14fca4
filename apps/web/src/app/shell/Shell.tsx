import { Box } from '@mantine/core';
import { useMemo } from 'react';
import { Outlet, useLocation, useMatch } from 'react-router';
import { useFeatureFlags } from '../flags/useFeatureFlag.ts';
import { ORGANISATION_PATH } from '../modules/areas.ts';
import { useSessionData } from '../session/SessionContext.tsx';
import { BranchOverlays } from './BranchOverlays.tsx';
import { branchMenu, organisationMenu } from './navigation.ts';
import { Ribbon } from './Ribbon.tsx';
import { Sidebar } from './Sidebar.tsx';
import { useSidebarState } from './sidebar-state.ts';
import { TitleProvider, useBaseTitle } from './TitleContext.tsx';

function BaseTitle({ title }: { title: string }) {
  useBaseTitle(title);
  return null;
}

/** Spec 1 §2.2: sidebar, ribbon and the page. */
export function Shell() {
  const { branches, domain, permissions } = useSessionData();
  const flags = useFeatureFlags();
  const sidebar = useSidebarState();
  const branchMatch = useMatch('/branch/:branchId/*');
  const { pathname } = useLocation();
  const branchId = branchMatch?.params.branchId;
  const branch = branchId ? branches.find((candidate) => candidate.id === branchId) : undefined;
  const areaLabel = branch ? branch.name : 'Organisation';
  const entries = useMemo(() => {
    const access = { permissions, flags };
    if (branch) return branchMenu(branch.id, access);
    if (pathname.startsWith(ORGANISATION_PATH)) return organisationMenu(access);
    return [];
  }, [branch, pathname, flags, permissions]);

  return (
    <TitleProvider forcedDomain={domain.forced ? domain.domain : null}>
      <BaseTitle title={areaLabel} />
      <Box style={{ display: 'flex', minHeight: '100vh' }} bg="gray.0">
        <Sidebar state={sidebar} areaLabel={areaLabel} entries={entries} />
        <Box style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Ribbon areaLabel={areaLabel} compact={sidebar.narrow} />
          <Box component="main" p={{ base: 'sm', sm: 'lg' }} style={{ flex: 1, minWidth: 0 }}>
            <Outlet />
          </Box>
          {branch && <BranchOverlays branchId={branch.id} />}
        </Box>
      </Box>
    </TitleProvider>
  );
}
