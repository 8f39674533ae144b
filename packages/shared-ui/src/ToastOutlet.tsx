import { Toaster } from 'sonner';

/**
 * The one place toasts appear: top-center, as the spec places them. Mounted once per page. Each
 * toast has a close button: on a phone there is no hover, and a toast can sit over the header.
 */
export function ToastOutlet() {
  return <Toaster position="top-center" richColors theme="light" closeButton />;
}
