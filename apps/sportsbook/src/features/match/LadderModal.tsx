import { AppDialog, Box, Button, Table } from '@exchange/shared-ui/chakra';
import { EVENT_HAPPENED, sessionRule, type SessionType } from '@exchange/betting';
import { EmptyRow, formatAmount, useT, useTranslateText } from '@exchange/shared-ui';
import type { MarketExposure } from './matchTypes';

type Props = {
  title: string | null;
  /** The session's type: a fancy1 ladder is its two outcomes, not runs. */
  sessionType?: SessionType | undefined;
  market: MarketExposure | undefined;
  onClose: () => void;
};

/**
 * The ladder of a session (spec section 2): the position at every run value, and Ok. A fancy1
 * session's are its two outcomes: YES (its event happens, row 1) and NO (row 0).
 */
export function LadderModal({ title, sessionType, market, onClose }: Props) {
  const tx = useTranslateText();
  const t = useT();
  const event = sessionType !== undefined && sessionRule(sessionType) === 'event';
  const rows = market?.runnerPlExposureDTOS ?? [];
  const label = (value: number) => (event ? t(value === EVENT_HAPPENED ? 'sport.yes' : 'sport.no') : String(value));
  return (
    <AppDialog
      open={title !== null}
      onClose={onClose}
      size="xs"
      closeButton={false}
      title={title}
      data-testid="ladder-modal"
      footer={
        <Button size="sm" onClick={onClose}>
          {tx('Ok')}
        </Button>
      }
    >
      <Box maxH="60vh" overflowY="auto">
        <Table.Root size="sm" stickyHeader>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{event ? t('session.outcome') : tx('Run')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{tx('Amount')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.length === 0 ? <EmptyRow colSpan={2} /> : null}
            {rows.map((row) => (
              <Table.Row key={row.selectionId}>
                <Table.Cell>{label(row.selectionId)}</Table.Cell>
                <Table.Cell textAlign="end" color={row.exposure < 0 ? 'pl.negative' : 'pl.positive'}>
                  {formatAmount(row.exposure)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </AppDialog>
  );
}
