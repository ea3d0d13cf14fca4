import { DEFAULT_TIME_ZONE } from '@clubline/domain';
import { Alert, Button, Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { errorTextOf } from '../../app/errors/error-text.ts';
import { useRefreshableQuery } from '../../app/graphql/useRefreshableQuery.ts';
import { usePageTitle } from '../../app/shell/TitleContext.tsx';
import { FormModal } from '../../ui/FormModal.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { CreateTransferListForm } from './create/CreateTransferListForm.tsx';
import type { CreateTransferListValues } from './create/transfer-list-form.ts';
import { listPollMs, listStateOf, TIMEOUT_BANNER } from './list/list-state.ts';
import { TransferListPanel } from './list/TransferListPanel.tsx';
import { LatestTransferListQuery, TransferBillingProviderQuery } from './transfer.documents.ts';
import { STILL_RUNNING, useTransferOperations } from './useTransferOperations.ts';

/** Spec 3 §8. */
export const LIST_LOAD_FAILED = 'An error occurred while trying to fetch latest transfer list';

/**
 * Spec 3 §2 "Transfer members" (/organization/management/transfer): the latest transfer list in
 * the view its status calls for (§4), the form that generates a new one (§5), and the member
 * table with its dry run, selection and actions (§3, §7).
 */
export function TransferMembersPage() {
  usePageTitle('Transfer members');
  const [{ data, error, fetching }, refetch] = useRefreshableQuery({
    query: LatestTransferListQuery,
    requestPolicy: 'cache-and-network',
  });
  const refresh = refetch;
  const operations = useTransferOperations(refresh);
  const [{ data: providerData }] = useQuery({ query: TransferBillingProviderQuery });
  const offersOverdue = providerData?.getBillingProviderInfo.billingProvider === 'PAYSMART';
  const [replacing, setReplacing] = useState(false);

  const list = data?.getLatestTransferList ?? null;
  // The list's status and counts: every 30 s, every 3 s while a run of it goes.
  const interval = listPollMs(list?.status ?? null, operations.running);
  useEffect(() => {
    const timer = setInterval(() => refetch(), interval);
    return () => clearInterval(timer);
  }, [interval, refetch]);

  const state = listStateOf(list, operations.running);
  // A refusal of the server (the organisation may not transfer, no permission) says why; a lost
  // connection gets the spec's text.
  const loadFailure = error?.graphQLErrors.length ? errorTextOf(error) : LIST_LOAD_FAILED;

  const generate = async (input: CreateTransferListValues) => {
    const outcome = await operations.generate(input);
    if (outcome.kind === 'done') setReplacing(false);
    return outcome.kind === 'invalid' ? outcome.fieldErrors : undefined;
  };

  const header = (
    <PageHeader
      title="Transfer members"
      description="Move members who mostly train at another branch to that branch."
      breadcrumbs={[{ label: 'Management' }, { label: 'Transfer members' }]}
      actions={
        list && state.view === 'members' ? (
          <Button variant="default" disabled={!state.canGenerate} onClick={() => setReplacing(true)}>
            New list
          </Button>
        ) : null
      }
    />
  );

  if (!data) {
    return (
      <>
        {header}
        {error && !fetching ? (
          <Alert color="red" role="alert">
            {loadFailure}
          </Alert>
        ) : (
          <Center py="xl">
            <Loader size="sm" aria-label="Loading the transfer list" />
          </Center>
        )}
      </>
    );
  }

  return (
    <>
      {header}
      <Stack gap="md">
        {error && (
          <Alert color="red" role="alert">
            {loadFailure}
          </Alert>
        )}
        {state.failure && (
          <Alert color="red" role="alert" title="Transfer failed">
            {state.failure}
          </Alert>
        )}
        {state.timedOut && (
          <Alert color="orange" role="alert" title="Timed out">
            {TIMEOUT_BANNER}
          </Alert>
        )}
        {operations.failure && state.view !== 'create' && (
          <Alert color="red" role="alert" title="Error">
            {operations.failure}
          </Alert>
        )}
        {operations.stillRunning && (
          <Alert color="blue" role="status">
            {STILL_RUNNING}
          </Alert>
        )}
        {state.view === 'create' && (
          <Card withBorder padding="lg" component="section" aria-labelledby="create-transfer-list">
            <Stack gap="md">
              <div>
                <Title order={2} size="h4" id="create-transfer-list">
                  Create a transfer list
                </Title>
                <Text size="sm" c="dimmed">
                  Finds members whose visits in the period were mostly at another branch. Nobody moves until
                  you transfer them.
                </Text>
              </div>
              <CreateTransferListForm
                generate={generate}
                busy={operations.running}
                failure={operations.failure}
                offersOverdue={offersOverdue}
              />
            </Stack>
          </Card>
        )}
        {state.view === 'generating' && (
          <Card withBorder padding="xl">
            <Stack align="center" gap="sm" role="status">
              <Loader size="md" />
              <Text fw={500}>Generating the transfer list…</Text>
              <Text size="sm" c="dimmed" ta="center">
                This can take a few minutes. The page refreshes by itself.
              </Text>
            </Stack>
          </Card>
        )}
        {list && state.view === 'members' && (
          <TransferListPanel list={list} state={state} operations={operations} timeZone={DEFAULT_TIME_ZONE} />
        )}
      </Stack>
      <FormModal opened={replacing} onClose={() => setReplacing(false)} title="New transfer list" size="lg">
        <CreateTransferListForm
          generate={generate}
          busy={operations.running}
          failure={operations.failure}
          offersOverdue={offersOverdue}
          replacesList
          onCancel={() => setReplacing(false)}
        />
      </FormModal>
    </>
  );
}
