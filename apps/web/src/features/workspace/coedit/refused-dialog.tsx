import { Copy } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useId, useRef } from 'react';
import { toast } from '@/components/toast/toast-store';
import { buttonClass } from '@/components/ui/button';
import type { DocRefused } from '@/lib/coedit/doc-provider-types';
import { COEDIT_MESSAGES as M } from './coedit-constants';

/**
 * The server refused a change of this tab (docs/design/co-editing.md §6.4): nobody else has it,
 * and the tab's copy must start over from what is saved. First the person may copy their text;
 * only "Continue" closes the dialog (and starts over), so the text is never dropped unseen.
 */
export function RefusedDialog({
  refused,
  onContinue,
}: {
  refused: DocRefused | null;
  onContinue: () => void;
}) {
  const textId = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(M.copied);
    } catch {
      textRef.current?.select();
      toast.warning(M.copyFailed);
    }
  };

  return (
    <AlertDialog.Root open={refused !== null}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface-2 p-6 shadow-2xl focus:outline-none data-[state=open]:animate-pop-in">
          <AlertDialog.Title className="text-lg font-semibold text-ink">{M.refusedTitle}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 space-y-2 text-sm text-ink-muted">
            <span className="block text-ink">{refused?.message}</span>
            <span className="block">{M.refusedHelp}</span>
          </AlertDialog.Description>
          <label htmlFor={textId} className="mt-4 block text-xs font-medium text-ink-muted">
            Your text (Markdown)
          </label>
          <textarea
            id={textId}
            ref={textRef}
            readOnly
            value={refused?.localText ?? ''}
            rows={6}
            className="mt-1.5 block w-full resize-y rounded-lg border border-line bg-canvas px-3 py-2 font-mono text-xs leading-relaxed text-ink-muted"
          />
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={() => refused && void copy(refused.localText)}
              className={buttonClass('secondary')}
            >
              <Copy aria-hidden className="size-4" />
              Copy my text
            </button>
            <AlertDialog.Action className={buttonClass('primary')} onClick={onContinue}>
              Continue
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
