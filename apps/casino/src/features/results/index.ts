// Public entry of the results feature: the popup the table's Last Result strip opens.
export { ResultPopup } from './ResultPopup';
