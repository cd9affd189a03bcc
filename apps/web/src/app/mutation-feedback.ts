import { MutationCache } from '@tanstack/react-query';
import { toast } from '@/components/toast/toast-store';

/**
 * Every change's outcome, shown as the change words it (`meta.feedback`,
 * entities/mutation-feedback.ts): a toast, once the change's own callbacks have run.
 */
export function feedbackCache(): MutationCache {
  return new MutationCache({
    onSuccess: (data, _variables, _context, mutation) => {
      const success = mutation.meta?.feedback?.success;
      if (success) toast.success(typeof success === 'function' ? success(data) : success);
    },
    onError: (error, _variables, _context, mutation) => {
      const message = mutation.meta?.feedback?.error;
      if (message) toast.error(typeof message === 'function' ? message(error) : message);
    },
  });
}
