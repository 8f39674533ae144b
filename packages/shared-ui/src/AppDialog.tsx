import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useOpenedOnce } from './hooks/useOpenedOnce';
import { useT } from './i18n/translate';

/** What a dialog's box carries besides its parts: its test id and other `data-` attributes. */
type DataAttributes = { [name: `data-${string}`]: string | undefined };

/**
 * - `md` (default): a box in the middle of the screen, clear of a phone's edges (a form, a notice).
 * - `xs`: a small box in the middle, its header tighter and its title smaller (a slip, a ladder).
 * - `lg`: the whole screen on a phone, a wide box from 768 px, scrolling inside (a list, an editor).
 */
export type AppDialogSize = 'xs' | 'md' | 'lg';

export type AppDialogProps = DataAttributes & {
  open: boolean;
  /** The player asks to close it: Escape, the close button or a click outside (each where allowed). */
  onClose: () => void;
  /** Its heading, in the language on screen: it names the dialog for assistive technology. */
  title: ReactNode;
  /** Beside the title, at the end of the header (a slip's countdown). */
  headerEnd?: ReactNode;
  children?: ReactNode;
  /** The actions along the bottom, at its end (Cancel, then the action). */
  footer?: ReactNode;
  size?: AppDialogSize;
  /** False: nothing closes it but what its own content does (a password the server wants changed). */
  dismissible?: boolean;
  /** False: a click outside does not close it (a dialog read at length, or one that asks for a choice). */
  closeOnOutsideClick?: boolean;
  /** The close button in the top corner; a dialog whose footer says how to leave may go without. */
  closeButton?: boolean;
  /** A bet slip's colour: the side it backs or lays, in black text. */
  tone?: 'back' | 'lay';
};

const SIZES: Record<AppDialogSize, { size: Dialog.RootProps['size']; placement: Dialog.RootProps['placement'] }> = {
  xs: { size: 'xs', placement: 'center' },
  md: { size: 'md', placement: 'center' },
  lg: { size: { base: 'full', md: 'lg' }, placement: 'top' },
};

/**
 * The one frame of every dialog: the backdrop, the box, its titled header, its body, its footer of
 * actions and its close button. Chakra's dialog gives it `role="dialog"` named by its title, keeps
 * the focus inside while open and gives it back on close, and closes on Escape. It renders nothing
 * until it first opens (a closed dialog builds no design-system parts, issue 12), and its content
 * leaves the page when it closes.
 */
export function AppDialog({ open, ...props }: AppDialogProps) {
  if (!useOpenedOnce(open)) return null;
  return <Frame open={open} {...props} />;
}

function Frame({
  open,
  onClose,
  title,
  headerEnd,
  children,
  footer,
  size = 'md',
  dismissible = true,
  closeOnOutsideClick = true,
  closeButton = true,
  tone,
  ...data
}: AppDialogProps) {
  const t = useT();
  const small = size === 'xs';
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => (e.open || !dismissible ? undefined : onClose())}
      closeOnEscape={dismissible}
      closeOnInteractOutside={dismissible && closeOnOutsideClick}
      scrollBehavior={size === 'lg' ? 'inside' : undefined}
      {...SIZES[size]}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            {...data}
            mx={size === 'md' ? '3' : undefined}
            bg={tone ? `bet.${tone}` : undefined}
            color={tone ? 'black' : undefined}
          >
            <Dialog.Header
              py={small ? '2' : undefined}
              justifyContent={headerEnd === undefined ? undefined : 'space-between'}
            >
              <Dialog.Title fontSize={small ? 'md' : undefined}>{title}</Dialog.Title>
              {headerEnd}
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
            {dismissible && closeButton ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('common.close')} />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
