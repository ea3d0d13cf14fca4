import { branchAccessMessages, STANDARD_ERROR_TEXT } from '@clubline/domain';
import { Alert, Loader, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { openConfirm } from '../../../ui/confirm.tsx';
import { InfoCard } from '../../../ui/InfoCard.tsx';
import { CHANGES_HAVE_BEEN_MADE, notifyError, notifySuccess } from '../../../ui/notifications.ts';
import { BranchAccessError } from './branch-access-api.ts';
import { useBranchAccessSettings } from './useBranchAccessSettings.ts';
import { confirmWording, inForceWording, scheduledWording } from './vaccination-wording.ts';

/**
 * The vaccination-pass requirement (spec 2 §4): the toggle shows what staff chose; a change takes
 * effect at the branch's midnight. With a change pending, toggling only takes it back, at once;
 * otherwise it asks first. A branch without access control shows spec 2 §8's sentence instead.
 */
export function VaccinationRequirement({ branchId, canEdit }: { branchId: string; canEdit: boolean }) {
  const { settings, failed, setRequirement } = useBranchAccessSettings(branchId);
  const [saving, setSaving] = useState(false);

  const apply = async (required: boolean) => {
    setSaving(true);
    try {
      await setRequirement(required);
      notifySuccess(CHANGES_HAVE_BEEN_MADE);
    } catch (error) {
      // The modal has closed already (spec 2 §8: a failed update shows an error notice).
      notifyError(
        error instanceof BranchAccessError && error.code !== null ? error.message : STANDARD_ERROR_TEXT,
      );
    } finally {
      setSaving(false);
    }
  };

  const ask = (required: boolean) => {
    if (!settings) return;
    if (settings.scheduledPermissionCalculations.length > 0) {
      void apply(required);
      return;
    }
    openConfirm({
      title: branchAccessMessages.confirmTitle,
      children: <Text size="sm">{confirmWording(required, settings.timeZone)}</Text>,
      labels: {
        confirm: required ? 'Require from midnight' : 'Stop requiring from midnight',
        cancel: 'Cancel',
      },
      onConfirm: () => void apply(required),
    });
  };

  return (
    <InfoCard title="Vaccination pass">
      {failed ? (
        <Alert color="red" role="alert">
          {branchAccessMessages.loadFailed}
        </Alert>
      ) : !settings ? (
        <Loader size="sm" aria-label="Loading..." />
      ) : !settings.accessControlConfigured ? (
        <Alert color="yellow" role="status">
          {branchAccessMessages.notConfigured}
        </Alert>
      ) : (
        <Stack gap="xs">
          <Switch
            label={branchAccessMessages.toggleLabel}
            checked={settings.settings.accessPolicy.requireVaccinationCertificate}
            disabled={!canEdit || saving}
            onChange={(event) => ask(event.currentTarget.checked)}
          />
          <Text size="sm" c="dimmed">
            {inForceWording(settings.inForce.requireVaccinationCertificate)}
          </Text>
          {scheduledWording(settings) && (
            <Text size="sm" role="status">
              {scheduledWording(settings)}
            </Text>
          )}
        </Stack>
      )}
    </InfoCard>
  );
}
