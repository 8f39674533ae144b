import { Button, CloseButton, Dialog, Portal, SimpleGrid } from '@exchange/shared-ui/chakra';
import { useState } from 'react';
import { stakeButtonsProblem, toWireStakeButtons, type StakeButtons } from '@exchange/betting';
import { errorText, isApiError } from '@exchange/shared-http';
import {
  accountActions,
  accountSelectors,
  stakeButtonsActions,
  useAppDispatch,
  useAppSelector,
} from '@exchange/shared-auth';
import { notify, useOpenedOnce, useT, useTranslateText } from '@exchange/shared-ui';
import { StakeGroupEditor } from './StakeGroupEditor';
import { stakeButtonsApi } from './stakeButtonsApi';

function Editor({ initial, onClose }: { initial: StakeButtons; onClose: () => void }) {
  const tx = useTranslateText();
  const t = useT();
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState<StakeButtons>(initial);
  const [save, { isLoading }] = stakeButtonsApi.useSaveStakeButtonsMutation();

  async function submit() {
    const cleaned: StakeButtons = {
      casino: draft.casino.map((b) => ({ ...b, label: b.label.trim() })),
      sport: draft.sport.map((b) => ({ ...b, label: b.label.trim() })),
    };
    const problem = stakeButtonsProblem(cleaned);
    if (problem) {
      notify.error(problem);
      return;
    }
    const result = await save(toWireStakeButtons(cleaned));
    if ('error' in result) {
      notify.error(errorText(isApiError(result.error) ? result.error : undefined, t('msg.stakeButtonsNotSaved')));
      return;
    }
    dispatch(stakeButtonsActions.stakeButtonsReceived(result.data));
    notify.success(t('shell.stakeButtonsUpdated'));
    onClose();
  }

  return (
    <>
      <Dialog.Body>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <StakeGroupEditor
            title={tx('Sports')}
            name="sport"
            buttons={draft.sport}
            onChange={(sport) => setDraft({ ...draft, sport })}
          />
          <StakeGroupEditor
            title={tx('Casino')}
            name="casino"
            buttons={draft.casino}
            onChange={(casino) => setDraft({ ...draft, casino })}
          />
        </SimpleGrid>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {tx('Cancel')}
        </Button>
        <Button colorPalette="brand" loading={isLoading} onClick={() => void submit()}>
          {tx('Update')}
        </Button>
      </Dialog.Footer>
    </>
  );
}

/** The stake-button popup (flag `changeButtonPopOpen`): edit labels and values of both groups. */
export function StakeButtonsDialog() {
  const tx = useTranslateText();
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => accountSelectors.selectPopup(state, 'changeButtonPopOpen'));
  const current = useAppSelector((state) => state.stakeButtons);
  const close = () => dispatch(accountActions.popupToggled({ popup: 'changeButtonPopOpen', open: false }));

  if (!useOpenedOnce(open)) return null;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => (e.open ? undefined : close())}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="stake-buttons-dialog">
            <Dialog.Header>
              <Dialog.Title>{tx('Set Stake Buttons')}</Dialog.Title>
            </Dialog.Header>
            {/* Remounted on every open, so a cancelled draft is not shown again. */}
            {open ? <Editor initial={current} onClose={close} /> : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={tx('Close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
