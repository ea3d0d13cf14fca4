import { Button, Code, Group, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CenteredPanel } from '../../ui/CenteredPanel.tsx';
import { fetchDiscovery } from '../auth/discovery.ts';
import { isValidDomainLabel, writeForcedDomain } from '../auth/domain.ts';
import { wipeSessionData } from '../auth/wipe.ts';
import { usePageTitle } from '../shell/TitleContext.tsx';

export const FORCE_DOMAIN_INSTRUCTION = 'URL param should be "/login/force-domain?domain=aaaa"';
export const FORCE_DOMAIN_FAILED = 'Error fetching the data';
export const forceDomainSucceeded = (domain: string) => `The domain has been overwritten to ${domain}`;

type Outcome = { kind: 'checking' } | { kind: 'failed' } | { kind: 'forced'; domain: string };

/**
 * Spec 1 §2.3 (local development): forces the organisation domain. The domain must answer
 * discovery; the tokens of the previous organisation are wiped.
 */
export function ForceDomainPage({ fetchFn }: { fetchFn?: typeof fetch }) {
  usePageTitle('Force domain');
  const [params] = useSearchParams();
  const domain = params.get('domain')?.trim().toLowerCase() ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'checking' });

  useEffect(() => {
    if (domain === '') return;
    let active = true;
    setOutcome({ kind: 'checking' });
    const check = isValidDomainLabel(domain)
      ? fetchDiscovery(domain, fetchFn)
      : Promise.reject(new Error('not a domain'));
    check.then(
      (result) => {
        if (!active) return;
        if (result.kind !== 'found') {
          setOutcome({ kind: 'failed' });
          return;
        }
        wipeSessionData();
        writeForcedDomain(window.localStorage, domain);
        setOutcome({ kind: 'forced', domain });
      },
      () => {
        if (active) setOutcome({ kind: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [domain, fetchFn]);

  return (
    <CenteredPanel>
      <Title order={1} size="h3">
        Force domain
      </Title>
      {domain === '' ? (
        <Text>
          <Code>{FORCE_DOMAIN_INSTRUCTION}</Code>
        </Text>
      ) : outcome.kind === 'checking' ? (
        <Text c="dimmed">Checking {domain}…</Text>
      ) : outcome.kind === 'failed' ? (
        <Text c="red.7" role="alert">
          {FORCE_DOMAIN_FAILED}
        </Text>
      ) : (
        <>
          <Text role="status">{forceDomainSucceeded(outcome.domain)}</Text>
          <Group>
            <Button onClick={() => window.location.assign('/')}>Reload</Button>
          </Group>
        </>
      )}
    </CenteredPanel>
  );
}
