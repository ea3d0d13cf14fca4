import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { storedAddress, storedPhone } from '../../app/graphql/stored-shapes.ts';
import { QueryError } from '../../app/pages/QueryError.tsx';
import { usePageTitle } from '../../app/shell/TitleContext.tsx';
import { graphql } from '../../gql/index.ts';
import { DetailList } from '../../ui/DetailList.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { BusinessHoursTable } from './BusinessHoursTable.tsx';
import { formatAddress, formatPhone } from './branch-format.ts';

const BranchOverviewQuery = graphql(`
  query BranchOverview($id: ID!) {
    getBranch(id: $id) {
      id
      name
      legalName
      country
      memberCount
      businessEmailAddress
      address {
        ...StoredAddress
      }
      contactNumber {
        ...StoredPhone
      }
      timeZone {
        id
        name
      }
      ...BusinessHoursTable_branch
    }
  }
`);

/**
 * The branch's details (getBranch). It is the branch area's landing page until the calendar,
 * the spec's default branch page, exists.
 */
export function BranchOverviewPage() {
  const { branchId = '' } = useParams();
  const [{ data, error, fetching }] = useQuery({ query: BranchOverviewQuery, variables: { id: branchId } });
  const branch = data?.getBranch;
  usePageTitle('Overview');

  if (error) return <QueryError error={error} />;
  if (fetching || !branch) return <PageLoader />;
  return (
    <>
      <PageHeader title={branch.name} description={branch.legalName ?? undefined} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder padding="lg">
          <Title order={2} size="h4" mb="sm">
            Details
          </Title>
          <DetailList
            items={[
              { label: 'Address', value: formatAddress(storedAddress(branch.address)) },
              { label: 'Contact number', value: formatPhone(storedPhone(branch.contactNumber)) },
              { label: 'Email', value: branch.businessEmailAddress },
              { label: 'Time zone', value: branch.timeZone.name },
              { label: 'Country', value: branch.country },
              { label: 'Members', value: String(branch.memberCount) },
            ]}
          />
        </Card>
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              Business hours
            </Title>
            <BusinessHoursTable branch={branch} />
          </Stack>
        </Card>
      </SimpleGrid>
    </>
  );
}
