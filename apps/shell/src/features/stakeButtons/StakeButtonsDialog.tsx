import { AppDialog, Button, SimpleGrid } from '@exchange/shared-ui/chakra';
import { useState } from 'react';
import { stakeButtonsProblem, toWireStakeButtons, type StakeButtons } from '@exchange/betting';
import { errorText, isApiError } from '@exchange/shared-http';
import { stakeButtonsActions, useAppDispatch, useAppSelector } from '@exchange/shared-auth';
import { notify, useT, useTranslateText } from '@exchange/shared-ui';
import { usePopup } from '../../shared/popup';
import { StakeGroupEditor } from './StakeGroupEditor';
import { stakeButtonsApi } from './stakeButtonsApi';

/** The stake-button popup (flag `changeButtonPopOpen`): edit labels and values of both groups. */
export function StakeButtonsDialog() {
  const tx = useTranslateText();
  const t = useT();
  const dispatch = useAppDispatch();
  const { open, close } = usePopup('changeButtonPopOpen');
  const current = useAppSelector((state) => state.stakeButtons);
  const [save, { isLoading }] = stakeButtonsApi.useSaveStakeButtonsMutation();
  // A draft of the buttons as they are at each opening, so a cancelled draft is not shown again.
  const [draft, setDraft] = useState<StakeButtons>(current);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(current);
  }

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
    close();
  }

  return (
    <AppDialog
      open={open}
      onClose={close}
      size="lg"
      title={tx('Set Stake Buttons')}
      data-testid="stake-buttons-dialog"
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {tx('Cancel')}
          </Button>
          <Button colorPalette="brand" loading={isLoading} onClick={() => void submit()}>
            {tx('Update')}
          </Button>
        </>
      }
    >
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
    </AppDialog>
  );
}
