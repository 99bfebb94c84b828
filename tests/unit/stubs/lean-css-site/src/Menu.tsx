export const className = 'menu__link';
// Read from code, as an inline style would.
export const style = {height: 'var(--from-code)'};
