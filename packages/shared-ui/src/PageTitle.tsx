import { Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslateText } from './i18n/translate';

export type PageTitleProps = {
  /** Shown upper-case, as the spec writes page titles ('MY LEDGER'), in the language on screen. */
  title: string;
  /** Controls at the right end of the bar (a back link, a filter button). */
  actions?: ReactNode;
};

/** The brand-coloured bar at the top of a page's content. */
export function PageTitle({ title, actions }: PageTitleProps) {
  const tx = useTranslateText();
  return (
    <Flex
      align="center"
      justify="space-between"
      gap="2"
      px="3"
      py="2"
      bg="brand.primary"
      color="brand.primaryContrast"
      borderTopRadius="sm"
    >
      <Heading as="h1" fontSize="sm" fontWeight="bold" letterSpacing="wide" lineHeight="short">
        {tx(title).toUpperCase()}
      </Heading>
      {actions}
    </Flex>
  );
}
