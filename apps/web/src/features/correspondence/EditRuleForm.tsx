import {
  DAYS_PRIOR_OPTIONS,
  lengthWithoutMergeFields,
  MERGE_FIELDS,
  SMS_MESSAGE_MAX,
  smsLength,
} from '@clubline/domain';
import { Alert, Badge, Button, Group, Paper, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { fieldErrorsOf } from '../../app/graphql/errors.ts';
import { graphql } from '../../gql/index.ts';
import { CHANGES_HAVE_BEEN_MADE, notifyError, notifySuccess } from '../../ui/notifications.ts';
import { ruleLabel } from './rule-labels.ts';
import { SetEmailRule, SetSmsRule } from './rule-mutations.ts';

export interface EditableRule {
  channel: 'SMS' | 'EMAIL';
  triggerType: 'AUTOMATION' | 'PARTICULAR';
  type: string;
  enabled: boolean;
  daysPrior: number | null;
  dateBased: boolean;
  /** Whether the text may be changed here (SMS: an editable type, flag 2717 and manage-sms-template). */
  editable: boolean;
  transactional: boolean;
  subject: string | null;
  /** The SMS message or the email template. */
  text: string;
}

const PreviewQuery = graphql(`
  query CorrespondencePreview(
    $branchId: ID!
    $type: String!
    $channel: CorrespondenceChannel!
    $subject: String
    $message: String
    $daysPrior: Int
  ) {
    previewCorrespondence(
      branchId: $branchId
      type: $type
      channel: $channel
      subject: $subject
      message: $message
      daysPrior: $daysPrior
    ) {
      memberFirstName
      memberLastName
      subject
      body
    }
    correspondenceRuleAudience(branchId: $branchId, type: $type, channel: $channel, daysPrior: $daysPrior) {
      count
      firstNames
    }
  }
`);

const DAYS_OPTIONS = DAYS_PRIOR_OPTIONS.map((days) => ({ value: String(days), label: String(days) }));

/**
 * The Edit rule modal's form (spec 2 §4, §5, §9): days prior for date-based types (the spec's
 * options; a saved value outside them is kept), the subject and template or SMS message with its
 * merge fields, a live preview rendered by the server for a real member, and "Who would get this
 * today?" from the daily run's own finder. Saving keeps the rule's enabled state.
 */
export function EditRuleForm({
  branchId,
  rule,
  onDone,
}: {
  branchId: string;
  rule: EditableRule;
  onDone: () => void;
}) {
  const [daysPrior, setDaysPrior] = useState(rule.daysPrior === null ? null : String(rule.daysPrior));
  const [subject, setSubject] = useState(rule.subject ?? '');
  const [text, setText] = useState(rule.text);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [draft] = useDebouncedValue({ daysPrior, subject, text }, 400);
  const [, setSms] = useMutation(SetSmsRule);
  const [, setEmail] = useMutation(SetEmailRule);
  const days = draft.daysPrior === null ? null : Number(draft.daysPrior);
  const [{ data: preview, fetching: previewing }] = useQuery({
    query: PreviewQuery,
    variables: {
      branchId,
      type: rule.type,
      channel: rule.channel,
      subject: rule.channel === 'EMAIL' ? draft.subject : null,
      message: draft.text,
      daysPrior: rule.dateBased ? days : null,
    },
    requestPolicy: 'network-only',
  });
  const options =
    daysPrior !== null && !DAYS_OPTIONS.some((option) => option.value === daysPrior)
      ? [...DAYS_OPTIONS, { value: daysPrior, label: daysPrior }]
      : DAYS_OPTIONS;
  const counter = smsLength(text);
  const tooLong = rule.channel === 'SMS' && lengthWithoutMergeFields(text) > SMS_MESSAGE_MAX;

  const save = async () => {
    setSaving(true);
    const parameters = { daysPrior: rule.dateBased && daysPrior !== null ? Number(daysPrior) : null };
    const result =
      rule.channel === 'SMS'
        ? await setSms({
            branchId,
            smsSettings: { type: rule.type, enabled: rule.enabled, parameters, message: text },
          })
        : await setEmail({
            branchId,
            triggerType: rule.triggerType,
            emailSettings: {
              type: rule.type,
              enabled: rule.enabled,
              parameters,
              subject,
              htmlTemplate: text,
            },
          });
    setSaving(false);
    if (result.error) {
      const fieldErrors = fieldErrorsOf(result.error);
      if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
      else notifyError();
      return;
    }
    // Spec 2 §8: a rule is edited, never added ('Saved successfully' is the add text).
    notifySuccess(CHANGES_HAVE_BEEN_MADE);
    onDone();
  };

  // A merge field goes where the caret is (replacing a selection), not at the end: appended, it
  // had to be cut and pasted into the sentence it belongs to. The caret ends after the field.
  const insertMergeField = (field: string) => {
    const token = `{{${field}}}`;
    const element = textArea.current;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + token + text.slice(end));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const audience = preview?.correspondenceRuleAudience;
  const rendered = preview?.previewCorrespondence;
  return (
    <Stack>
      <Text fw={600}>
        {ruleLabel(rule.type)} · {rule.channel === 'SMS' ? 'SMS' : 'Email'}
        {rule.transactional ? ' · sent whatever the member’s opt-ins' : ''}
      </Text>
      {rule.dateBased && (
        <Select
          label="Days prior"
          data={options}
          value={daysPrior}
          onChange={setDaysPrior}
          allowDeselect={false}
          error={errors['parameters.daysPrior']}
        />
      )}
      {rule.channel === 'EMAIL' && (
        <TextInput
          label="Subject"
          value={subject}
          onChange={(event) => setSubject(event.currentTarget.value)}
          error={errors.subject}
        />
      )}
      <Textarea
        label={rule.channel === 'SMS' ? 'SMS message' : 'Email template'}
        ref={textArea}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        readOnly={!rule.editable}
        autosize
        minRows={4}
        maxRows={12}
        error={
          errors.message ??
          errors.htmlTemplate ??
          (tooLong ? `SMS message cannot exceed ${SMS_MESSAGE_MAX} characters` : undefined)
        }
        description={
          rule.channel === 'SMS'
            ? `${counter.characters} characters, ${counter.messages} message${counter.messages === 1 ? '' : 's'}${rule.editable ? '' : ' (this message cannot be changed here)'}`
            : 'Paragraphs of text; merge fields are filled in for each member.'
        }
      />
      {rule.editable && (
        <Group gap={6} aria-label="Merge fields">
          {MERGE_FIELDS.map((field) => (
            <Badge
              key={field}
              component="button"
              type="button"
              variant="light"
              tt="none"
              style={{ cursor: 'pointer' }}
              onClick={() => insertMergeField(field)}
            >
              {`{{${field}}}`}
            </Badge>
          ))}
        </Group>
      )}
      <Paper withBorder p="sm" aria-label="Preview">
        <Text size="sm" fw={600}>
          Preview
          {rendered?.memberFirstName
            ? ` for ${rendered.memberFirstName} ${rendered.memberLastName ?? ''}`
            : ''}
        </Text>
        {rendered?.subject && (
          <Text size="sm" fw={500}>
            {rendered.subject}
          </Text>
        )}
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {rendered?.body ?? (previewing ? 'Loading…' : '')}
        </Text>
      </Paper>
      <Alert variant="light" title="Who would get this today?">
        {audience
          ? audience.count === 0
            ? 'Nobody today.'
            : `${audience.count} ${audience.count === 1 ? 'member' : 'members'}: ${audience.firstNames.join(', ')}${audience.count > audience.firstNames.length ? ', …' : ''}`
          : 'Counting…'}
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={save} loading={saving} disabled={tooLong}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
