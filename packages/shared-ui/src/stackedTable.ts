import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * A history table read on a phone (issue 16): under 768 px each row becomes a card and each cell a
 * line with its column's name (`data-label`) at the left, so nothing is cut off or scrolled
 * sideways. The table stays a table for assistive technology and for a desktop reader.
 */
export const stackOnPhone: SystemStyleObject = {
  '@media (max-width: 767.98px)': {
    '& thead': { display: 'none' },
    '& tbody, & table': { display: 'block' },
    '& tr': {
      display: 'block',
      mx: '3',
      my: '2',
      px: '3',
      py: '2',
      borderWidth: '1px',
      borderColor: 'border.muted',
      borderRadius: 'md',
      bg: 'bg',
    },
    '& td': {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'baseline',
      gap: '3',
      minHeight: '7',
      px: '0',
      py: '1',
      border: 'none',
      textAlign: 'end',
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
    },
    '& td[data-label]::before': {
      content: 'attr(data-label)',
      flexShrink: 0,
      textAlign: 'start',
      fontWeight: 'medium',
      color: 'fg.muted',
    },
    '& td[colspan]': { justifyContent: 'center' },
  },
};
