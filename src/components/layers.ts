/**
 * Marks an element that holds a layer opening above everything else on the page, the playground's
 * wide mode included (the search dialog's root). Wide mode makes the page behind it inert but
 * leaves such layers usable, so Ctrl/Cmd+K still searches from the playground.
 */
export const LAYER_ABOVE_ATTRIBUTE = 'data-layer-above';
