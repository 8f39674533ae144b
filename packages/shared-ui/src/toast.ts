import { toast } from 'sonner';
import { translateNow } from './i18n/translate';

/**
 * Toasts for every app through one import. They appear in the Toaster that `UiProvider`
 * renders, which must be mounted once (the shell's, or a remote's standalone page's).
 */
export const notify = {
  success: (message: string) => toast.success(translateNow(message)),
  error: (message: string) => toast.error(translateNow(message)),
  info: (message: string) => toast.info(translateNow(message)),
};
