import { useState, type ComponentType, type ReactElement } from 'react';
import type { DataTableProps } from './DataTable';
import type { EmptyRowProps } from './EmptyRow';
import { island } from './island';
import type { PageTitleProps } from './PageTitle';
import type { PagerProps } from './Pager';
import type { SearchExportProps } from './SearchExport';
import type { UnavailablePanelProps } from './UnavailablePanel';

type Parts = typeof import('./chakraParts');

/**
 * shared-ui's own parts drawn with Chakra (`chakraParts.ts`), once here. A page that draws with
 * Chakra has them before it renders: `@exchange/shared-ui/chakra` registers them as it runs. A page
 * that renders one without importing Chakra gets it as an island (loaded then, shown in its place).
 */
let parts: Parts | null = null;

export function registerChakraParts(loaded: Parts): void {
  parts = loaded;
}

/**
 * A stand-in for one part, under the part's own name and props, so that the index's API is the same
 * for the apps and for remotes built against it while importing the index costs a page no Chakra
 * (a live match draws none, issue 12).
 */
function standIn<P extends object>(pick: (loaded: Parts) => ComponentType<P>): ComponentType<P> {
  const Island = island(() => import('./chakraParts').then(pick));
  return function StandIn(props: P) {
    // Chosen once per mounted part, so that it never changes type (and state) under the player.
    const [Part] = useState<ComponentType<P>>(() => (parts ? pick(parts) : Island));
    return <Part {...props} />;
  };
}

export const EmptyRow = standIn<EmptyRowProps>((p) => p.EmptyRow);
export const PageTitle = standIn<PageTitleProps>((p) => p.PageTitle);
export const Pager = standIn<PagerProps>((p) => p.Pager);
export const UnavailablePanel = standIn<UnavailablePanelProps>((p) => p.UnavailablePanel);

const SearchExportPart = standIn<SearchExportProps<unknown>>(
  (p) => p.SearchExport as ComponentType<SearchExportProps<unknown>>,
);
/** The search box and CSV export of a history page, for rows of any type. */
export function SearchExport<Row>(props: SearchExportProps<Row>): ReactElement {
  return <SearchExportPart {...(props as SearchExportProps<unknown>)} />;
}

const DataTablePart = standIn<DataTableProps<unknown>>((p) => p.DataTable as ComponentType<DataTableProps<unknown>>);
/** A table of rows of any type from its columns (`DataTable.tsx`). */
export function DataTable<Row>(props: DataTableProps<Row>): ReactElement {
  return <DataTablePart {...(props as DataTableProps<unknown>)} />;
}
