export const className = 'menu__link';
