import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { ModalsListening } from '../ui/confirm.tsx';
import { NOTIFICATION_TIMEOUT_MS, NOTIFICATION_TRANSITION_MS, NOTIFICATION_WIDTH_PX } from './constants.ts';

/**
 * The notifications' container (spec 1 §9) and the modals manager, loaded after the first render
 * (App.tsx). Both are driven from outside React — `notifications.show` writes to a store the
 * container reads when it mounts, `modals.open…` dispatches window events — so no page needs them
 * as a context, and their transitions, focus trap and scroll lock stay off the first screen. A
 * confirmation asked before the manager listens waits for it (ui/confirm.tsx).
 */
export function AppOverlays() {
  return (
    <>
      <Notifications
        position="bottom-left"
        containerWidth={NOTIFICATION_WIDTH_PX}
        autoClose={NOTIFICATION_TIMEOUT_MS}
        transitionDuration={NOTIFICATION_TRANSITION_MS}
      />
      <ModalsProvider />
      <ModalsListening />
    </>
  );
}
