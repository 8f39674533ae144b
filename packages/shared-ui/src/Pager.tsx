import { Button, HStack } from '@chakra-ui/react';
import { useTranslateText } from './i18n/translate';
import { pageButtons } from './paging';

export type PagerProps = {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  maxButtons?: number;
  /** The statement shows page buttons 1-5 only; the ledger follows the current page. */
  fromStart?: boolean;
  previousLabel?: string;
  nextLabel?: string;
};

export function Pager({
  page,
  pages,
  onPage,
  maxButtons = 5,
  fromStart = false,
  previousLabel = 'Previous',
  nextLabel = 'Next',
}: PagerProps) {
  const tx = useTranslateText();
  return (
    <HStack as="nav" aria-label={tx('Pages')} gap="1" justify="center" py="3" wrap="wrap">
      <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {tx(previousLabel)}
      </Button>
      {pageButtons(page, pages, maxButtons, fromStart).map((n) => (
        <Button
          key={n}
          size="xs"
          variant={n === page ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onPage(n)}
        >
          {n}
        </Button>
      ))}
      <Button size="xs" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {tx(nextLabel)}
      </Button>
    </HStack>
  );
}
