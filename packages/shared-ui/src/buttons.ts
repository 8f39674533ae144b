import buttons from './buttons.module.css';

/** A small button (Chakra's xs) as a plain `<button>`: set `data-variant` to solid, outline or ghost. */
export const xsButtonClass = buttons.xs;
