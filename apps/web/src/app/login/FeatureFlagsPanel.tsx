import { Badge, Button, Group, Switch, Table, Text, Title } from '@mantine/core';
import { FEATURE_FLAG_NAMES, FEATURE_FLAGS } from '../flags/flags.ts';
import { useFeatureFlags, useFlagStore } from '../flags/useFeatureFlag.ts';

/** Feature flags with their defaults and local overrides, switchable (debug page). */
export function FeatureFlagsPanel() {
  const store = useFlagStore();
  const values = useFeatureFlags();
  const overrides = store.getOverrides();
  return (
    <section aria-labelledby="feature-flags-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="feature-flags-title">
          Feature flags
        </Title>
        <Button
          variant="default"
          size="xs"
          onClick={store.reset}
          disabled={Object.keys(overrides).length === 0}
        >
          Reset to defaults
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={360}>
        <Table striped verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Flag</Table.Th>
              <Table.Th>Default</Table.Th>
              <Table.Th>On</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {FEATURE_FLAG_NAMES.map((name) => (
              <Table.Tr key={name}>
                <Table.Td>
                  <Text size="sm">{FEATURE_FLAGS[name].label}</Text>
                  <Text size="xs" c="dimmed" ff="monospace">
                    {name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <Text size="sm">{FEATURE_FLAGS[name].default ? 'on' : 'off'}</Text>
                    {overrides[name] !== undefined && (
                      <Badge size="xs" color="orange" variant="light">
                        overridden
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Switch
                    checked={values[name]}
                    onChange={(event) => store.set(name, event.currentTarget.checked)}
                    aria-label={FEATURE_FLAGS[name].label}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
