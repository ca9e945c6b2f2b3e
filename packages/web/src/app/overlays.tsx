import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

/**
 * Where `modals.*` and `notifications.*` render. Only signed-in screens open them, so they are a
 * chunk of their own that loads after the first screen (issue 5 §3); both are driven by global
 * stores and events, so they need not wrap the screens.
 */
export function Overlays() {
  return (
    <ModalsProvider>
      <Notifications position="top-center" />
    </ModalsProvider>
  );
}
