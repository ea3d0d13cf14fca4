import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { GENDER_GROUPS, type GenderCounts } from './result-set.ts';

/**
 * The membership report's gender chart (spec 3 §2): Male, Female, and everyone else as Prefer
 * not to say, counted by the server over all rows. A list of labelled bars: each count is read out
 * as text, the bar only shows its share.
 */
export function GenderChart({ counts }: { counts: GenderCounts }) {
  const total = GENDER_GROUPS.reduce((sum, group) => sum + counts[group], 0);
  return (
    <Card withBorder padding="md" mb="md" maw={520}>
      <Title order={2} size="h5" mb="sm">
        Members by gender
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {GENDER_GROUPS.map((group) => {
          const share = total === 0 ? 0 : (counts[group] / total) * 100;
          return (
            <li key={group}>
              <Group justify="space-between" gap="xs" mb={2}>
                <Text size="sm">{group}</Text>
                <Text size="sm" fw={500}>
                  {`${counts[group].toLocaleString('en-NZ')} (${Math.round(share)}%)`}
                </Text>
              </Group>
              <Progress value={share} aria-hidden size="md" color="teal" />
            </li>
          );
        })}
      </Stack>
    </Card>
  );
}
