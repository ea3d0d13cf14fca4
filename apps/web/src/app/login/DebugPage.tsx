import { Button, Code, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../ui/notifications.ts';
import { clearForcedDomain, readForcedDomain } from '../auth/domain.ts';
import { readLoginInfo } from '../auth/login-info.ts';
import { useRuntimeState } from '../auth/RuntimeProvider.tsx';
import { wipeSessionData } from '../auth/wipe.ts';
import { usePageTitle } from '../shell/TitleContext.tsx';
import { FeatureFlagsPanel } from './FeatureFlagsPanel.tsx';

/** Spec 1 §2.3: the debug page, for developers and support. */
export function DebugPage() {
  usePageTitle('Debug');
  const state = useRuntimeState();
  const navigate = useNavigate();
  const [output, setOutput] = useState<string>('');
  const runtime = state.status === 'ready' ? state.runtime : null;

  const logInfo = async () => {
    const user = runtime ? await runtime.oidc.user() : null;
    const info = {
      runtime: state.status,
      domain: runtime?.domain ?? (state.status === 'invalid-domain' ? state.domain : null),
      forcedDomain: readForcedDomain(window.localStorage),
      loginInfo: readLoginInfo(),
      sessionState: runtime ? await runtime.session.state() : null,
      token: user
        ? {
            tokenType: user.token_type,
            expiresAt: user.expires_at ? new Date(user.expires_at * 1000).toISOString() : null,
            hasRefreshToken: Boolean(user.refresh_token),
            scope: user.scope,
            subject: user.profile.sub,
          }
        : null,
    };
    console.info('Clubline login info', info);
    setOutput(JSON.stringify(info, null, 2));
  };

  const renewWithRefreshToken = async () => {
    if (!runtime) return;
    try {
      const tokens = await runtime.session.renew();
      setOutput(`Renewed; the access token now expires at ${new Date(tokens.expiresAt ?? 0).toISOString()}`);
    } catch (error) {
      setOutput(`Renewal failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  return (
    <Container component="main" size="md" py="xl">
      <Stack gap="lg">
        <Title order={1} size="h2">
          Debug
        </Title>
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Group gap="xs">
              <Button variant="default" onClick={logInfo}>
                Log info
              </Button>
              <Button
                variant="default"
                onClick={() => {
                  wipeSessionData();
                  notifySuccess('Login info wiped');
                }}
              >
                Wipe login info
              </Button>
              <Button variant="default" onClick={() => window.location.reload()}>
                Reload
              </Button>
              <Button variant="default" onClick={() => navigate('/')}>
                Go to homepage
              </Button>
              <Button variant="default" onClick={renewWithRefreshToken} disabled={!runtime}>
                Use refresh token
              </Button>
              <Button variant="default" onClick={() => runtime?.oidc.startLogin('/')} disabled={!runtime}>
                Login
              </Button>
              <Button variant="default" onClick={() => runtime?.oidc.logout()} disabled={!runtime}>
                Logout
              </Button>
            </Group>
            {readForcedDomain(window.localStorage) && (
              <Group gap="xs">
                <Text size="sm">
                  Forced domain: <Code>{readForcedDomain(window.localStorage)}</Code>
                </Text>
                <Button
                  size="xs"
                  variant="subtle"
                  onClick={() => {
                    clearForcedDomain(window.localStorage);
                    window.location.reload();
                  }}
                >
                  Clear forced domain
                </Button>
              </Group>
            )}
            {output && (
              <Code block data-testid="debug-output">
                {output}
              </Code>
            )}
          </Stack>
        </Paper>
        <Paper withBorder p="md">
          <FeatureFlagsPanel />
        </Paper>
      </Stack>
    </Container>
  );
}
