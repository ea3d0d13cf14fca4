import { Badge, Button, Group, Switch, Text, Title } from '@mantine/core';
import { ResponsiveTable } from '../../ui/ResponsiveTable.tsx';
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
      <ResponsiveTable
        label="Feature flags"
        rows={FEATURE_FLAG_NAMES}
        rowKey={(name) => name}
        minWidth={360}
        striped
        verticalSpacing={4}
        columns={[
          {
            header: 'Flag',
            role: 'title',
            cell: (name) => (
              <>
                <Text size="sm">{FEATURE_FLAGS[name].label}</Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {name}
                </Text>
              </>
            ),
          },
          {
            header: 'Default',
            cell: (name) => (
              <Group gap={4}>
                <Text size="sm">{FEATURE_FLAGS[name].default ? 'on' : 'off'}</Text>
                {overrides[name] !== undefined && (
                  <Badge size="xs" color="orange" variant="light">
                    overridden
                  </Badge>
                )}
              </Group>
            ),
          },
          {
            header: 'On',
            cell: (name) => (
              <Switch
                checked={values[name]}
                onChange={(event) => store.set(name, event.currentTarget.checked)}
                aria-label={FEATURE_FLAGS[name].label}
              />
            ),
          },
        ]}
      />
    </section>
  );
}
