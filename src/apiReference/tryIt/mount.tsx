export function togglePanel(_root: Element, _button: HTMLButtonElement): void {}
