import { Toaster } from 'sonner';
import { useT } from './i18n/translate';

/**
 * The one place toasts appear: top-center, as the spec places them. Mounted once per page. Each
 * toast has a close button: on a phone there is no hover, and a toast can sit over the header.
 */
export function ToastOutlet() {
  const t = useT();
  // The toasts' region is named in the language on screen (sonner's own name is English).
  return (
    <Toaster position="top-center" richColors theme="light" closeButton containerAriaLabel={t('frame.notifications')} />
  );
}
