// Public entry of the results feature: the popup the table's Last Result strip opens. The results
// report page is loaded lazily by its own file (routes.tsx), so a static import of this index does
// not pull the report into a table's chunk.
export { ResultPopup } from './ResultPopup';
