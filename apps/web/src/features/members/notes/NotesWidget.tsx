import { can } from '@clubline/domain';
import { Alert, Center, Group, Loader, ScrollArea, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useFeatureFlag } from '../../../app/flags/useFeatureFlag.ts';
import { storedPhone } from '../../../app/graphql/stored-shapes.ts';
import { useRefreshableQuery } from '../../../app/graphql/useRefreshableQuery.ts';
import { usePermissions } from '../../../app/session/SessionContext.tsx';
import { type FragmentType, getFragmentData, graphql } from '../../../gql/index.ts';
import { InfoCard } from '../../../ui/InfoCard.tsx';
import { phoneCountryFor } from '../fields/personal-details-form.ts';
import { NoteForm } from './NoteForm.tsx';
import { NoteItem } from './NoteItem.tsx';
import { NOTES_LIST_MAX_HEIGHT_PX, NOTES_MESSAGES, visibleNotes } from './notes.ts';
import { SmsForm } from './SmsForm.tsx';

const NotesWidgetFragment = graphql(`
  fragment NotesWidget_person on Person {
    id
    homeBranchId
    mobilePhone {
      ...StoredPhone
    }
  }
`);

const MemberNotesQuery = graphql(`
  query MemberNotes($personId: ID!) {
    getNotes(personId: $personId) {
      id
      category
      status
      modifiedAt
      ...NoteItem_note
    }
  }
`);

interface NotesWidgetProps {
  person: FragmentType<typeof NotesWidgetFragment>;
  timeZone: string;
}

/**
 * Spec 2 §2, §4: the member's notes and SMS records, newest first, with forms to add a note and
 * (flag 'SMS to members' plus send-ad-hoc-sms on the home branch) to send an SMS.
 */
export function NotesWidget({ timeZone, ...props }: NotesWidgetProps) {
  const person = getFragmentData(NotesWidgetFragment, props.person);
  const permissions = usePermissions();
  const smsEnabled = useFeatureFlag('sms_to_members');
  const home = person.homeBranchId;
  const canWrite = home !== null && can(permissions, 'manage-member', home);
  const canSms = home !== null && smsEnabled && can(permissions, 'send-ad-hoc-sms', home);
  const [mode, setMode] = useState<'note' | 'sms'>('note');
  const [{ data, error, fetching }, refetch] = useRefreshableQuery({
    query: MemberNotesQuery,
    variables: { personId: person.id },
    requestPolicy: 'network-only',
  });
  const notes = visibleNotes(data?.getNotes ?? []);
  const storedMobile = storedPhone(person.mobilePhone);
  const mobilePhone = storedMobile
    ? { countryCode: phoneCountryFor(storedMobile.countryCode), number: storedMobile.number }
    : null;

  return (
    <InfoCard
      title="Notes"
      actions={
        canSms && (
          <SegmentedControl
            size="xs"
            value={mode}
            onChange={(next) => setMode(next === 'sms' ? 'sms' : 'note')}
            data={[
              { value: 'note', label: 'Note' },
              { value: 'sms', label: 'SMS' },
            ]}
            aria-label="Write a note or an SMS"
          />
        )
      }
    >
      <Stack gap="md">
        {canWrite && mode === 'note' && <NoteForm personId={person.id} onAdded={refetch} />}
        {canSms && mode === 'sms' && home && (
          <SmsForm personId={person.id} branchId={home} mobilePhone={mobilePhone} onSent={refetch} />
        )}
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {NOTES_MESSAGES.loadFailed}
          </Alert>
        ) : fetching && !data ? (
          <Center py="md">
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm" c="dimmed">
                {NOTES_MESSAGES.loading}
              </Text>
            </Group>
          </Center>
        ) : notes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {NOTES_MESSAGES.empty}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={NOTES_LIST_MAX_HEIGHT_PX} type="auto" offsetScrollbars>
            <Stack gap={0} component="ul" aria-label="Notes" p={0} m={0} style={{ listStyle: 'none' }}>
              {notes.map((note) => (
                <NoteItem
                  key={note.id}
                  note={note}
                  personId={person.id}
                  timeZone={timeZone}
                  editable={canWrite}
                  onChanged={refetch}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </InfoCard>
  );
}
