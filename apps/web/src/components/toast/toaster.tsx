import { ToastList } from './toast-list';
import { ToastRegion } from './toast-region';

/** The toast stack, announced politely to screen readers (errors assertively). */
export function Toaster() {
  return (
    <ToastRegion>
      <ToastList />
    </ToastRegion>
  );
}
