import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useT } from './i18n/translate';

export type UnavailablePanelProps = {
  /** e.g. 'Casino is unavailable'. */
  title: string;
  message: string;
  onRetry: () => void;
};

/** Stands in for an area that failed to load (a remote that is down), with a Retry. */
export function UnavailablePanel({ title, message, onRetry }: UnavailablePanelProps) {
  const t = useT();
  return (
    <Stack role="alert" align="center" gap="3" textAlign="center" p="6" bg="white" borderRadius="sm" boxShadow="xs">
      <Heading as="h2" fontSize="md" fontWeight="bold">
        {title}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {message}
      </Text>
      <Button colorPalette="brand" size="sm" fontWeight="bold" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Stack>
  );
}
