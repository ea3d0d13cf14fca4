import { CALENDAR_DRAWER_WIDTH } from '@clubline/domain';
import { Drawer } from '@mantine/core';
import { SessionDrawerContent } from './SessionDrawerContent.tsx';

interface SessionDrawerProps {
  /** The session shown; null: closed. */
  sessionId: string | null;
  branchId: string;
  onClose: () => void;
  /** Something changed the calendar (a booking, an edit, a removal): it reads its sessions again. */
  onChanged: () => void;
}

/** Spec 2 §2, §9: the 400 px side drawer with a session's details, members and waitlist. */
export function SessionDrawer({ sessionId, branchId, onClose, onChanged }: SessionDrawerProps) {
  return (
    <Drawer
      opened={sessionId !== null}
      onClose={onClose}
      position="right"
      size={CALENDAR_DRAWER_WIDTH}
      title="Session details"
      styles={{ content: { maxWidth: '100vw' } }}
    >
      {sessionId !== null && (
        <SessionDrawerContent
          key={sessionId}
          sessionId={sessionId}
          branchId={branchId}
          onClose={onClose}
          onChanged={onChanged}
        />
      )}
    </Drawer>
  );
}
