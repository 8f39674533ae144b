/**
 * shared-ui's own components drawn with Chakra. The index exports stand-ins for them (`parts.tsx`),
 * so that importing `@exchange/shared-ui` costs a page no Chakra: a live match draws none (issue 12).
 * They arrive with the Chakra components (`chakra.ts` registers them) or on their first render.
 */
import './designSystem';
export { DataTable } from './DataTable';
export { EmptyRow } from './EmptyRow';
export { PageTitle } from './PageTitle';
export { Pager } from './Pager';
export { SearchExport } from './SearchExport';
export { UnavailablePanel } from './UnavailablePanel';
