import { can, WAITLIST_EMAIL_TYPES } from '@clubline/domain';
import { Badge, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useMutation } from 'urql';
import { useFeatureFlag } from '../../app/flags/useFeatureFlag.ts';
import { isAccessDenied } from '../../app/graphql/errors.ts';
import { useRefreshableQuery } from '../../app/graphql/useRefreshableQuery.ts';
import { QueryError } from '../../app/pages/QueryError.tsx';
import { usePermissions } from '../../app/session/SessionContext.tsx';
import { usePageTitle } from '../../app/shell/TitleContext.tsx';
import { graphql } from '../../gql/index.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { notifyError, notifySuccess } from '../../ui/notifications.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { type ResponsiveColumn, ResponsiveTable } from '../../ui/ResponsiveTable.tsx';
import { TableSection } from '../../ui/TableSection.tsx';
import { type EditableRule, EditRuleForm } from './EditRuleForm.tsx';
import { ruleLabel } from './rule-labels.ts';
import { SetEmailRule, SetSmsRule } from './rule-mutations.ts';

/** Spec 2 §8: the rules list could not be read. */
export const RULES_LOAD_FAILED = 'An error occurred while obtaining the rules list';

const RulesQuery = graphql(`
  query CorrespondenceRules($branchId: ID!, $particular: Boolean!) {
    getCorrespondenceSettings(branchId: $branchId) {
      type
      enabled
      parameters {
        daysPrior
      }
      dateBased
      editable
      title
      message
    }
    getEmailSettings(branchId: $branchId, triggerType: AUTOMATION) {
      type
      triggerType
      enabled
      parameters {
        daysPrior
      }
      dateBased
      transactional
      subject
      htmlTemplate
    }
    particular: getEmailSettings(branchId: $branchId, triggerType: PARTICULAR) @include(if: $particular) {
      type
      triggerType
      enabled
      parameters {
        daysPrior
      }
      dateBased
      transactional
      subject
      htmlTemplate
    }
  }
`);

const WAITLIST_TYPES: readonly string[] = WAITLIST_EMAIL_TYPES;

/**
 * Spec 2 §2, §4 "Correspondence rules": the branch's SMS and email rules in one 'Rules' table,
 * each with 'Enable Rule' or 'Disable Rule' and an Edit rule modal (days prior, the template with
 * merge fields, a live preview for a real member and "Who would get this today?"). Waitlist email
 * types show with flag 3587, hand-sent (PARTICULAR) emails with flag 2217.
 */
export function CorrespondencePage() {
  usePageTitle('Correspondence');
  const { branchId = '' } = useParams();
  const permissions = usePermissions();
  const particular = useFeatureFlag('particular_emails');
  const waitlistTypes = useFeatureFlag('waitlist_email_types');
  const templateEditing =
    useFeatureFlag('sms_template_editing') && can(permissions, 'manage-sms-template', branchId);
  const [{ data, fetching, error }, askAgain] = useRefreshableQuery({
    query: RulesQuery,
    variables: { branchId, particular },
    requestPolicy: 'network-only',
  });
  const [, setSms] = useMutation(SetSmsRule);
  const [, setEmail] = useMutation(SetEmailRule);
  const [editing, setEditing] = useState<EditableRule | null>(null);
  // The list as it was when a save or a toggle asked it again (below, `refreshing`).
  const [outdated, setOutdated] = useState<typeof data>(undefined);
  // Spec 2 §8: a list that fails to load says so in place; no permission is the no-permission page.
  if (error && !data && isAccessDenied(error)) return <QueryError error={error} />;

  const rules: EditableRule[] = [
    ...(data?.getCorrespondenceSettings ?? []).map(
      (rule): EditableRule => ({
        channel: 'SMS',
        triggerType: 'AUTOMATION',
        type: rule.type,
        enabled: rule.enabled,
        daysPrior: rule.parameters.daysPrior ?? null,
        dateBased: rule.dateBased,
        editable: rule.editable && templateEditing,
        transactional: rule.type === 'PAYMENT_DISHONOURED',
        subject: null,
        text: rule.message,
      }),
    ),
    ...[...(data?.getEmailSettings ?? []), ...(data?.particular ?? [])]
      .filter((rule) => waitlistTypes || !WAITLIST_TYPES.includes(rule.type))
      .map(
        (rule): EditableRule => ({
          channel: 'EMAIL',
          triggerType: rule.triggerType,
          type: rule.type,
          enabled: rule.enabled,
          daysPrior: rule.parameters.daysPrior ?? null,
          dateBased: rule.dateBased,
          editable: true,
          transactional: rule.transactional,
          subject: rule.subject,
          text: rule.htmlTemplate,
        }),
      ),
  ];

  // A toggle and an edit send the whole rule as the list shows it, so from a save or a toggle until
  // the list asked again arrives, its rows may hold what the server no longer has: enabling a rule
  // just edited would write its old subject and template back. Both wait for the fresh list (the
  // list held at the save is kept to tell it from the next; a failed refresh frees them again).
  const refreshing = fetching || (outdated !== undefined && outdated === data && !error);
  const refetch = () => {
    setOutdated(data);
    askAgain();
  };

  const toggle = async (rule: EditableRule) => {
    const parameters = { daysPrior: rule.daysPrior };
    const result =
      rule.channel === 'SMS'
        ? await setSms({
            branchId,
            smsSettings: { type: rule.type, enabled: !rule.enabled, parameters, message: rule.text },
          })
        : await setEmail({
            branchId,
            triggerType: rule.triggerType,
            emailSettings: {
              type: rule.type,
              enabled: !rule.enabled,
              parameters,
              subject: rule.subject ?? '',
              htmlTemplate: rule.text,
            },
          });
    if (result.error) notifyError();
    else {
      notifySuccess(rule.enabled ? 'Rule disabled' : 'Rule enabled');
      refetch();
    }
  };

  const columns: ResponsiveColumn<EditableRule>[] = [
    { header: 'Rule', role: 'title', cell: (rule) => ruleLabel(rule.type) },
    {
      header: 'Channel',
      cell: (rule) =>
        rule.channel === 'SMS' ? 'SMS' : rule.triggerType === 'PARTICULAR' ? 'Email (particular)' : 'Email',
    },
    { header: 'Days prior', cell: (rule) => (rule.dateBased ? String(rule.daysPrior ?? 0) : '—') },
    {
      header: 'Status',
      cell: (rule) => (
        <Badge color={rule.enabled ? 'green' : 'gray'} variant="light">
          {rule.enabled ? 'Enabled' : 'Disabled'}
        </Badge>
      ),
    },
    {
      header: 'Actions',
      role: 'actions',
      cell: (rule) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            disabled={refreshing}
            onClick={() => setEditing(rule)}
            aria-label={`Edit ${ruleLabel(rule.type)} ${rule.channel}`}
          >
            Edit
          </Button>
          {rule.triggerType === 'AUTOMATION' && (
            <Button
              size="xs"
              variant={rule.enabled ? 'default' : 'filled'}
              disabled={refreshing}
              onClick={() => toggle(rule)}
            >
              {rule.enabled ? 'Disable Rule' : 'Enable Rule'}
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Correspondence"
        description="Automated messages to this branch's members. Enabled rules run daily from 9 am branch time; SMS are held outside 8 am–8 pm."
      />
      <TableSection
        title="Rules"
        loading={fetching && !data}
        error={error && !data ? RULES_LOAD_FAILED : null}
        empty={rules.length === 0 ? 'No rules' : null}
      >
        <ResponsiveTable
          label="Rules"
          rows={rules}
          rowKey={(rule) => `${rule.channel}:${rule.triggerType}:${rule.type}`}
          columns={columns}
        />
      </TableSection>
      <FormModal opened={editing !== null} onClose={() => setEditing(null)} title="Edit rule" size="lg">
        {editing && (
          <EditRuleForm
            branchId={branchId}
            rule={editing}
            onDone={() => {
              setEditing(null);
              refetch();
            }}
          />
        )}
      </FormModal>
    </>
  );
}
