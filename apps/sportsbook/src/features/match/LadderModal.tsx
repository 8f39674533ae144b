import { Button, Dialog, Portal, Table } from '@exchange/shared-ui/chakra';
import { EmptyRow, formatAmount, useOpenedOnce, useTranslateText } from '@exchange/shared-ui';
import type { MarketExposure } from './matchTypes';

type Props = { title: string | null; market: MarketExposure | undefined; onClose: () => void };

/** The ladder of a session (spec section 2): the position at every run value, and Ok. */
export function LadderModal({ title, market, onClose }: Props) {
  const tx = useTranslateText();
  const rows = market?.runnerPlExposureDTOS ?? [];
  if (!useOpenedOnce(title !== null)) return null;
  return (
    <Dialog.Root
      open={title !== null}
      onOpenChange={(e) => (e.open ? undefined : onClose())}
      placement="center"
      size="xs"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="ladder-modal">
            <Dialog.Header>
              <Dialog.Title fontSize="md">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body maxH="60vh" overflowY="auto">
              <Table.Root size="sm" stickyHeader>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{tx('Run')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{tx('Amount')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rows.length === 0 ? <EmptyRow colSpan={2} /> : null}
                  {rows.map((row) => (
                    <Table.Row key={row.selectionId}>
                      <Table.Cell>{row.selectionId}</Table.Cell>
                      <Table.Cell textAlign="end" color={row.exposure < 0 ? 'pl.negative' : 'pl.positive'}>
                        {formatAmount(row.exposure)}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" onClick={onClose}>
                {tx('Ok')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
