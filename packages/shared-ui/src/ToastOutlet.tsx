import { Toaster } from 'sonner';

/** The one place toasts appear: top-center, as the spec places them. Mounted once per page. */
export function ToastOutlet() {
  return <Toaster position="top-center" richColors theme="light" />;
}
