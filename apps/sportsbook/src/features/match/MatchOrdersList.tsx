import { Box, Button, Flex, Heading, Stack, Text } from '@exchange/shared-ui/chakra';
import { memo, useState } from 'react';
import { formatOdds, isLadderOdds } from '@exchange/betting';
import { notify, useT, useTranslateText } from '@exchange/shared-ui';
import { PriceField, betErrorText, orderOutcomeText } from '../betslip';
import { ORDER_CANCELLED, rupees, sideWord } from './matchOrders';
import { matchOrdersApi } from './matchOrdersApi';
import type { Order } from './matchTypes';

const UnmatchedRow = memo(function UnmatchedRow({ order }: { order: Order }) {
  const t = useT();
  const tx = useTranslateText();
  const [price, setPrice] = useState(order.price);
  const [cancel, cancelling] = matchOrdersApi.useCancelOrderMutation();
  const [replace, replacing] = matchOrdersApi.useReplaceOrderMutation();
  const busy = cancelling.isLoading || replacing.isLoading;
  const onCancel = async () => {
    try {
      await cancel(order.orderId).unwrap();
      notify.success(ORDER_CANCELLED);
    } catch (error) {
      notify.error(betErrorText(error, false));
    }
  };
  const onUpdate = async () => {
    try {
      const moved = await replace({ orderId: order.orderId, price }).unwrap();
      if (moved) notify.success(orderOutcomeText(moved));
    } catch (error) {
      notify.error(betErrorText(error, false));
    }
  };
  return (
    <Stack
      gap="1"
      p="2"
      bg={`bet.${order.type}`}
      color="black"
      borderRadius="sm"
      data-testid="unmatched-order"
      data-runner={order.runnerName}
    >
      <Flex justify="space-between" fontSize="sm">
        <Text fontWeight="bold">
          {tx(sideWord(order))} {order.runnerName}
        </Text>
        <Text data-testid="unmatched-amount">
          {t('orders.amountAt', { amount: rupees(order.unmatched), price: formatOdds(order.price) })}
        </Text>
      </Flex>
      <Flex gap="1" align="center" wrap="wrap">
        <Box flex="1 1 150px">
          <PriceField price={price} onChange={setPrice} disabled={busy} />
        </Box>
        <Button
          size="sm"
          colorPalette="green"
          onClick={onUpdate}
          disabled={busy || price === order.price || !isLadderOdds(price)}
        >
          {tx('Update')}
        </Button>
        <Button size="sm" variant="outline" bg="bg" onClick={onCancel} disabled={busy}>
          {tx('Cancel')}
        </Button>
      </Flex>
    </Stack>
  );
});

function MatchedRow({ order }: { order: Order }) {
  const t = useT();
  const tx = useTranslateText();
  return (
    <Flex
      justify="space-between"
      p="2"
      fontSize="sm"
      bg={`bet.${order.type}`}
      color="black"
      borderRadius="sm"
      data-testid="matched-order"
      data-runner={order.runnerName}
    >
      <Text fontWeight="bold">
        {tx(sideWord(order))} {order.runnerName}
      </Text>
      <Text>
        {t('orders.amountAt', {
          amount: rupees(order.matched),
          price: formatOdds(order.averageMatchedPrice ?? order.price),
        })}
      </Text>
    </Flex>
  );
}

/**
 * The Matched / Unmatched lists (MatchOrdersView): Chakra components, in a chunk of their own
 * (islands.tsx) that a cold match does not load before its rates (issue 12).
 */
export function MatchOrdersList({ unmatched, matched }: { unmatched: readonly Order[]; matched: readonly Order[] }) {
  const tx = useTranslateText();
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="sm" p="2" data-testid="match-orders">
      <Heading size="xs">{tx('Unmatched')}</Heading>
      {unmatched.length === 0 ? (
        <Text fontSize="xs" color="fg.muted">
          {tx('No unmatched bets')}
        </Text>
      ) : (
        unmatched.map((order) => <UnmatchedRow key={`${order.orderId}:${order.price}`} order={order} />)
      )}
      <Heading size="xs">{tx('Matched')}</Heading>
      {matched.length === 0 ? (
        <Text fontSize="xs" color="fg.muted">
          {tx('No matched bets')}
        </Text>
      ) : (
        matched.map((order) => <MatchedRow key={order.orderId} order={order} />)
      )}
    </Stack>
  );
}
