import { Alert, Anchor, Code, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { CenteredPanel } from '../../ui/CenteredPanel.tsx';
import { isLocalHost } from '../auth/domain.ts';

const NO_DOMAIN_FOUND = 'No domain found - a forced domain must be set';

interface InvalidDomainPageProps {
  /** The host the browser is on, shown instead of a path (spec 1 §2.3). */
  host: string;
  domain: string;
  forced: boolean;
}

/** Spec 1 §2.3, §4.1: the domain names no organisation. Locally, advise forcing one. */
export function InvalidDomainPage({ host, domain, forced }: InvalidDomainPageProps) {
  const local = isLocalHost(host.replace(/:\d+$/, ''));
  return (
    <CenteredPanel>
      <Title order={1} size="h2">
        This page cannot be found...
      </Title>
      <Text>
        No organisation uses <Code>{forced ? domain : host}</Code>
        {forced ? ' (forced domain)' : ''}. Check the address.
      </Text>
      {local && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title={NO_DOMAIN_FOUND}>
          On a development machine, open{' '}
          <Anchor href="/login/force-domain?domain=demo">/login/force-domain?domain=demo</Anchor> (or another
          organisation&apos;s domain) to force one.
        </Alert>
      )}
      <Anchor href="/">Go to the homepage</Anchor>
    </CenteredPanel>
  );
}
