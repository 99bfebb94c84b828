/**
 * What a visitor typed into a tool, held by the tool's mount (outside its error boundary), so a
 * restart after a failure starts from it. Memory only, never storage: it may hold a pasted token,
 * and it ends when the visitor leaves the page.
 */
export class ToolMemory<T> {
  private kept: T | undefined;

  read(initial: () => T): T {
    return this.kept ?? initial();
  }

  keep(value: T): void {
    this.kept = value;
  }
}
